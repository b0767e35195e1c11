import type { Metadata } from "next";
import { galleryPage, galleryMetadata } from "@/features/gallery/ui/public/gallery-page";
import { cleanGalleryParams } from "@/features/gallery/ui/public/params";

export const metadata: Metadata = galleryMetadata;

/**
 * The public gallery, rendered on the server from the URL (q, category, date, sort, page). The
 * common views (no search or date; a category or none; the first pages) are served from the page
 * cache instead: next.config rewrites them to /gallery/list/{view} (features/gallery/page-cache.ts).
 */
export default async function GalleryRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return galleryPage(cleanGalleryParams(await searchParams));
}
