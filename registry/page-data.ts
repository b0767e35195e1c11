import "server-only";
import { galleryPageData } from "@/features/gallery/page-data";
import { galleryData } from "@/features/gallery/server/page-data";
import { resourcesPageData } from "@/features/library/page-data";
import { resourcesData } from "@/features/library/server/page-data";
import { cataloguePageData } from "@/features/videos/page-data";
import { catalogueData } from "@/features/videos/server/page-data";

/**
 * The data of the Pages Router's listing pages (lib/page-data.ts), provided by the services when
 * the server starts (instrumentation-node.ts): one line per page.
 */
export function providePageData(): void {
  resourcesPageData.provide(resourcesData);
  galleryPageData.provide(galleryData);
  cataloguePageData.provide(catalogueData);
}
