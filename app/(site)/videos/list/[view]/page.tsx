import type { Metadata } from "next";
import { cachedViewPage } from "@/lib/cached-view-page";
import { cataloguePage, catalogueMetadata } from "@/features/videos/ui/catalogue/catalogue-page";
import { catalogueViewQuery } from "@/features/videos/page-cache";
import { cleanCatalogueParams } from "@/features/videos/ui/catalogue/params";

export const metadata: Metadata = catalogueMetadata;

/**
 * The page cache of the catalogue's common views (lib/page-cache.ts, features/videos/page-cache.ts):
 * rendered on the first request for a view, then served from Next's cache until a change to the
 * catalogue expires it or PAGE_CACHE_SECONDS (300, which this literal must equal: Next reads it
 * from the source) pass. Reached through next.config's rewrites of /videos only: the proxy
 * answers a direct request with 404.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { view: string }[] {
  // None when building (there is no data then): each view is rendered when first asked for.
  return [];
}

export default cachedViewPage(catalogueViewQuery, cleanCatalogueParams, cataloguePage);
