import type { Metadata } from "next";
import { cataloguePage, catalogueMetadata } from "@/features/videos/ui/catalogue/catalogue-page";
import { cleanCatalogueParams } from "@/features/videos/ui/catalogue/params";

export const metadata: Metadata = catalogueMetadata;

/**
 * The public catalogue, rendered on the server from the URL (q, tag, instructor, duration,
 * page). The common views (no search, tag or instructor; pages 1 to 5) are served from the page
 * cache instead: next.config rewrites them to /videos/list/{view} (features/videos/page-cache.ts).
 */
export default async function VideosPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return cataloguePage(cleanCatalogueParams(await searchParams));
}
