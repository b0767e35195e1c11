import type { Metadata } from "next";
import { site } from "@/lib/site";

/**
 * The public address of the site for canonical URLs, Open Graph and the sitemap: SITE_URL, else
 * (the embedded mode) `http://localhost:$PORT`, the port the server runs on (`next start -p`
 * and `next dev` set PORT), read whenever a page is rendered. Pages rendered per request get
 * the running server's address; prerendered pages (the marketing pages, the App Router's static
 * pages) get the build's, so a deployment sets SITE_URL in its build environment too. Without
 * it, such a page carries a guess (`guessedOrigin`), which the site script replaces with the
 * address the page is served from.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
}

/**
 * The origin in this render's absolute URLs when it is a guess (SITE_URL unset), else null. The
 * public header carries it (`data-origin-guess`): a page prerendered by a build without SITE_URL
 * names `http://localhost:` and the build's port (3000 unless PORT was set), and when it is
 * served from another origin (`npm start -- -p 4000`) the site script
 * (components/site/site-script.ts) puts that origin in its place in the canonical link, og:url,
 * the sharing images and the JSON-LD. What a crawler without JavaScript reads of such a page
 * stays the build's guess: only a build with SITE_URL writes the right address into the HTML.
 */
export function guessedOrigin(): string | null {
  return process.env.SITE_URL ? null : siteUrl();
}

/**
 * The generated sharing image (app/opengraph-image.tsx). Next adds it by itself only to App
 * Router pages that do not set `openGraph`; a page's `openGraph` replaces the inherited one
 * whole, so pageMetadata names it again (and PageHead for the Pages Router).
 */
const shareImage = { url: "/opengraph-image", width: 1200, height: 630, type: "image/png", alt: `${site.name}: ${site.tagline}` };

export type PageSeoInput = { title: string; description: string; path: string };

/** What search engines and sharing previews are told about a page, in either router. */
export function pageSeo({ title, description, path }: PageSeoInput) {
  const fullTitle = path === "/" ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`;
  return {
    title,
    fullTitle,
    description,
    path,
    url: `${siteUrl()}${path}`,
    image: { ...shareImage, url: `${siteUrl()}${shareImage.url}` },
  };
}
export type PageSeo = ReturnType<typeof pageSeo>;

/** Per-page metadata for the App Router: title, description, canonical URL, Open Graph and Twitter card. */
export function pageMetadata(input: PageSeoInput): Metadata {
  const { title, fullTitle, description, path } = pageSeo(input);
  return {
    title: path === "/" ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: site.name, title: fullTitle, description, url: path, locale: "en", images: [shareImage] },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [shareImage] },
  };
}

/** A page's description as search results show it: at most 160 characters, cut at 157 with an ellipsis. */
export function metaDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/**
 * Metadata of a media item's own page (a video, a library item): pageMetadata with the
 * description cut for search results, shared as a `video.other` with a large card showing
 * `image` (the item's stable image address), or the site's sharing image when it has none.
 */
export function mediaPageMetadata({ image, ...input }: PageSeoInput & { image: { url: string; alt: string } | null }): Metadata {
  const base = pageMetadata({ ...input, description: metaDescription(input.description) });
  return {
    ...base,
    openGraph: { ...base.openGraph, type: "video.other", images: image ? [image] : base.openGraph?.images },
    twitter: { ...base.twitter, card: "summary_large_image", images: image ? [image] : base.twitter?.images },
  };
}

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList for an inner page: Home, then the given crumbs. */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  const all = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: all.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: `${siteUrl()}${c.path}` })),
  };
}

/** schema.org NGO for the home page. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: site.name,
    slogan: site.tagline,
    url: siteUrl(),
    email: site.contactEmail,
    logo: `${siteUrl()}/icon.svg`,
    description:
      "A not-for-profit foundation teaching mindfulness and emotional well-being to schools, workplaces and individuals through a 30-minute daily practice.",
  };
}
