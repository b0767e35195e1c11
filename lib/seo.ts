import type { Metadata } from "next";
import { site } from "@/lib/site";

/**
 * The public address of the site for canonical URLs, Open Graph and the sitemap. Read at build
 * time for static pages (SITE_URL), so set it in the build environment of a deployment.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
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
