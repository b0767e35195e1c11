import type { Metadata } from "next";
import { cachedViewPage } from "@/lib/cached-view-page";
import { galleryViewQuery } from "@/features/gallery/page-cache";
import { galleryPage, galleryMetadata } from "@/features/gallery/ui/public/gallery-page";
import { cleanGalleryParams } from "@/features/gallery/ui/public/params";

export const metadata: Metadata = galleryMetadata;

/**
 * The page cache of the gallery's common views (lib/page-cache.ts, features/gallery/page-cache.ts),
 * as /videos/list/[view] is the catalogue's: rendered on the first request for a view, then served
 * from Next's cache until a change to the gallery expires it or PAGE_CACHE_SECONDS (this literal)
 * pass. Reached through next.config's rewrites of /gallery only.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { view: string }[] {
  return [];
}

export default cachedViewPage(galleryViewQuery, cleanGalleryParams, galleryPage);
