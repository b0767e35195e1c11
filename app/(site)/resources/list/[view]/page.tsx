import type { Metadata } from "next";
import { cachedViewPage } from "@/lib/cached-view-page";
import { resourcesViewQuery } from "@/features/library/page-cache";
import { cleanResourceParams } from "@/features/library/ui/resources/params";
import { resourcesPage, resourcesMetadata } from "@/features/library/ui/resources/resources-page";

export const metadata: Metadata = resourcesMetadata;

/**
 * The page cache of the library page's first pages (lib/page-cache.ts,
 * features/library/page-cache.ts), as /videos/list/[view] is the catalogue's: rendered on the
 * first request for a view, then served from Next's cache until a change to the library expires
 * it or PAGE_CACHE_SECONDS (this literal) pass. Reached through next.config's rewrites only.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { view: string }[] {
  return [];
}

export default cachedViewPage(resourcesViewQuery, cleanResourceParams, resourcesPage);
