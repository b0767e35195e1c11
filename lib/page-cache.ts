import type { NextConfig } from "next";
import { marketingPages, plainAuthPages } from "./marketing-pages.mts";

/** One rule of next.config's `headers()`. */
type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig["headers"]>>>[number];
/** One rule of next.config's `rewrites()`. */
type Rewrite = Extract<Awaited<ReturnType<NonNullable<NextConfig["rewrites"]>>>, unknown[]>[number];

/**
 * What a CDN (or any shared cache) in front of the site may keep, and for how long (issue 17).
 *
 * The public pages hold nothing personal: the header's name and a student's progress are read by
 * the browser (components/site), so one copy serves every visitor. A CDN keeps a page for
 * `s-maxage` and then serves the stale copy for up to `stale-while-revalidate` while it fetches a
 * fresh one; browsers keep nothing (`max-age=0`), so a visitor never sees a page older than the
 * CDN's. Pages whose content staff change (the catalogue, the gallery, the library) are also
 * purged by tag at once when it changes (lib/cdn-purge.ts); the others change with a deploy,
 * after which the CDN is purged as a whole.
 *
 * Every other page and every API answer stays `private`: Next sends `private, no-cache,
 * no-store` for dynamic pages and lib/http.ts `private, no-store` for the API. That covers the
 * dashboards, /auth (redirects by session), /donation (names the gift just made), the checkout
 * and cancel links and the password reset (a token in the URL). e2e/cache-headers.spec.ts checks
 * both lists against a production build.
 */
export const PAGE_CACHE_CONTROL = {
  /** Pages that change with a deploy: an hour at the CDN, a day stale while it refetches. */
  static: "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
  /** Pages that staff change, purged by tag when they do: five minutes, an hour stale. */
  content: "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
} as const;

/** The tags the content pages carry (header `Cache-Tag`) and that a change purges (lib/cdn-purge.ts). */
export const PAGE_TAGS = { videos: "videos", gallery: "gallery", library: "library" } as const;
export type PageTag = (typeof PAGE_TAGS)[keyof typeof PAGE_TAGS];

/**
 * The public pages that change with a deploy only: the Pages Router's site pages (marketing,
 * privacy, careers, contact, the donation form), the sign-in and sign-up screens but /auth
 * (`privateStaticPages`). /donation, the form's second address, stays private (Next's header for
 * a page rendered per request): a checkout returns to that address with the gift just made
 * (`?status=…`), and the form there is only the retry after a failed payment.
 */
export const staticPublicPages = [...marketingPages, ...plainAuthPages.filter((page) => page !== "/auth")];

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
    // The RSC answers of the page cache's views stay out of the browser's cache, as the per-request
    // pages' are: Next sends them with `s-maxage`, and the dashboards' prefetch of /videos and
    // /resources then held Chromium's cache entry, so the next request for them waited up to 30 s
    // (the student's video journey went from 57 s to 2.5 min).
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

/**
 * The server's own page cache (issue 17), in front of the database as a CDN is in front of the
 * server: a listing page's common views are rewritten (next.config `rewrites`, before the
 * filesystem) from the public URL to a route with one `[view]` segment that Next renders on the
 * first request and then serves from its cache (ISR), so a URL served before costs no rendering
 * and no SQL. A view is kept until a change to its content expires its tag (expirePages,
 * lib/cache.ts, from apiRoute `purges`) or PAGE_CACHE_SECONDS pass (other instances of the site
 * catch up then). Only a fixed list of views is cached, never a URL with an open-ended value (a
 * search, a tag): nobody can fill the cache. The proxy answers a direct request for a cached
 * route with 404, so each view has one public address.
 */
export const PAGE_CACHE_SECONDS = 300;

/**
 * The cached route of each tag, as its folder under app/: with its route group, which Next's
 * revalidatePath needs to match the pages' cache entries; its address leaves the group out
 * (routeAddress). The proxy's matcher lists their folders.
 */
export const CACHED_ROUTES = {
  videos: "/(site)/videos/list/[view]",
} as const satisfies Partial<Record<PageTag, string>>;

/** The address of an app route's folder: its route groups left out ("/(site)/videos/list/[view]" is "/videos/list/[view]"). */
export const routeAddress = (route: string): string => route.replace(/\/\([^/]+\)/g, "");

export type CachedPage = {
  /** The public path (next.config `source`). */
  source: string;
  /** Where its views are rendered and cached: one of CACHED_ROUTES. */
  route: (typeof CACHED_ROUTES)[keyof typeof CACHED_ROUTES];
  /** Query parameters that keep a URL out of the cache (rendered per request by `source`). */
  uncached: readonly string[];
  /** Each view: its segment name and its query (a parameter left undefined must be absent or empty). */
  views: readonly { name: string; query: Readonly<Record<string, string | undefined>> }[];
};

/**
 * Every combination of `dimensions` (each parameter's cached values; undefined: the parameter
 * absent) as views, named by the values they set ("duration-short-page-2"; "all" for none).
 */
export function cachedViews(dimensions: Readonly<Record<string, readonly (string | undefined)[]>>): CachedPage["views"] {
  return Object.entries(dimensions)
    .reduce<{ name: string; query: Record<string, string | undefined> }[]>(
      (views, [key, values]) =>
        views.flatMap((view) =>
          values.map((value) => ({
            name: value === undefined ? view.name : [view.name, key, value].filter(Boolean).join("-"),
            query: { ...view.query, [key]: value },
          })),
        ),
      [{ name: "", query: {} }],
    )
    .map((view) => ({ ...view, name: view.name || "all" }));
}

/** The page numbers 2 to `last` as query values (page 1 is the URL without one). */
export const laterPages = (last: number): string[] => Array.from({ length: last - 1 }, (_, i) => String(i + 2));

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** next.config `rewrites` (beforeFiles) of every cached view: exactly its query values, none of the others. */
export function pageCacheRewrites(pages: readonly CachedPage[]): Rewrite[] {
  return pages.flatMap((page) => {
    const keys = [...new Set(page.views.flatMap((view) => Object.keys(view.query)))];
    return page.views.map((view) => {
      const set = keys.filter((key) => view.query[key] !== undefined);
      return {
        source: page.source,
        ...(set.length ? { has: set.map((key) => ({ type: "query" as const, key, value: escapeRegExp(view.query[key]!) })) } : {}),
        missing: [...page.uncached, ...keys.filter((key) => view.query[key] === undefined)].map((key) => ({ type: "query" as const, key })),
        destination: routeAddress(page.route).replace("[view]", view.name),
      };
    });
  });
}

/** The query of a cached view by its segment name, or null (not a view of `page`: a 404). */
export function cachedViewQuery(page: CachedPage, name: string): Record<string, string> | null {
  const view = page.views.find((v) => v.name === name);
  if (!view) return null;
  return Object.fromEntries(Object.entries(view.query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Whether `pathname` is under a cached route's folder (the proxy refuses those: each view has one address, its public URL). */
export function isCachedRoutePath(pathname: string): boolean {
  return Object.values(CACHED_ROUTES).some((route) => pathname.startsWith(routeAddress(route).replace("[view]", "")));
}
