import type { NextConfig } from "next";
import { staticPublicPages } from "../static-site/pages.mts";

/** One rule of next.config's `headers()`. */
type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig["headers"]>>>[number];

/**
 * What a CDN (or any shared cache) in front of the site may keep, and for how long (issue 17).
 *
 * The public pages hold nothing personal: the header's name and a student's progress are read by
 * the browser (components/site), so one copy serves every visitor. A CDN keeps a page for
 * `s-maxage` and then serves the stale copy for up to `stale-while-revalidate` while it fetches a
 * fresh one; browsers keep nothing (`max-age=0`), so a visitor never sees a page older than the
 * CDN's. Pages whose content staff change (the catalogue, the gallery, the library) are also
 * purged by tag at once when it changes (lib/cache/cdn-purge.ts); the others change with a deploy,
 * after which the CDN is purged as a whole.
 *
 * Every other page and every API answer stays `private`: Next sends `private, no-cache,
 * no-store` for dynamic pages and lib/http/index.ts `private, no-store` for the API. That covers the
 * dashboards, /auth (redirects by session), /donation (names the gift just made), the checkout
 * and cancel links and the password reset (a token in the URL). e2e/cache-headers.spec.ts checks
 * both lists against a production build.
 */
export const PAGE_CACHE_CONTROL = {
  /** Pages that change with a deploy: an hour at the CDN, a day stale while it refetches. */
  static: "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
  /**
   * Pages that staff change, purged by tag when they do: five minutes, then 50 minutes stale. No
   * longer in all: their thumbnails' signed URLs live at least an hour from the render
   * (lib/storage/signed-urls.ts PAGE_URL_SECONDS) and a kept copy is up to a minute old, so a copy
   * a CDN may still send never carries an expired image URL (an hour stale did, for its last minutes).
   */
  content: "public, max-age=0, s-maxage=300, stale-while-revalidate=3000",
} as const;

/**
 * The tags the content pages carry (header `Cache-Tag`) and that a change purges (lib/cache/cdn-purge.ts);
 * `forms` is that of the form pages' HTML kept in memory (lib/static-site/form-page.ts), which no CDN purge names.
 */
export const PAGE_TAGS = { videos: "videos", gallery: "gallery", library: "library", forms: "forms" } as const;
export type PageTag = (typeof PAGE_TAGS)[keyof typeof PAGE_TAGS];

/**
 * The public pages that change with a deploy only (lib/static-site/pages.mts): public for a CDN.
 * /donation, the form's second address, stays private (Next's header for a page rendered per
 * request): a checkout returns to that address with the gift just made (`?status=…`).
 */
export { staticPublicPages };

/** The public pages staff change, by path pattern (next.config `source`), with their tag. */
export const contentPublicPages = [
  { source: "/videos", tag: PAGE_TAGS.videos },
  { source: "/videos/:id", tag: PAGE_TAGS.videos },
  { source: "/gallery", tag: PAGE_TAGS.gallery },
  { source: "/resources", tag: PAGE_TAGS.library },
  { source: "/resources/:id", tag: PAGE_TAGS.library },
] as const;

/**
 * Public pages that must not be shared: /auth, whose answer depends on the session (the proxy
 * sends a signed-in visitor on) and on its callbackUrl (pages/auth.tsx, rendered per request).
 */
export const privateStaticPages = ["/auth"] as const;

/**
 * next.config `headers()` rules for the public pages. Next keeps a Cache-Control that a rule set
 * (it writes its own only when none is there). The rules are for the HTML only, not for the RSC
 * payload of a client-side navigation (`rsc` request header), which keeps Next's own: marked
 * public, the App Router's prefetch of a marketing page (whose HTML answer the router never reads
 * to the end) held Chromium's cache entry for that URL, and the next request for it waited 30 s.
 */
export function pageCacheRules(): HeaderRule[] {
  const htmlOnly = [{ type: "header" as const, key: "rsc" }];
  return [
    ...privateStaticPages.map((source) => ({ source, headers: [{ key: "Cache-Control", value: "private, no-store" }] })),
    ...staticPublicPages.map((source) => ({
      source,
      missing: htmlOnly,
      headers: [{ key: "Cache-Control", value: PAGE_CACHE_CONTROL.static }],
    })),
    // An App Router prefetch (the `rsc` header) of a listing page stays out of the browser's
    // cache: marked public, the dashboards' prefetch of /videos and /resources held Chromium's
    // cache entry, so the next request for them waited up to 30 s (the student's video journey
    // went from 57 s to 2.5 min).
    ...contentPublicPages
      .filter(({ source }) => !source.includes(":"))
      .map(({ source }) => ({
        source,
        has: htmlOnly,
        headers: [{ key: "Cache-Control", value: "private, no-cache, no-store, max-age=0, must-revalidate" }],
      })),
    ...contentPublicPages.map(({ source, tag }) => ({
      source,
      missing: htmlOnly,
      headers: [
        { key: "Cache-Control", value: PAGE_CACHE_CONTROL.content },
        { key: "Cache-Tag", value: tag },
      ],
    })),
  ];
}
