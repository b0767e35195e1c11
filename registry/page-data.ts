import "server-only";
import { resourcesPageData } from "@/features/library/page-data";
import { resourcesData } from "@/features/library/server/page-data";

/**
 * The data of the Pages Router's listing pages (lib/page-data.ts), provided by the services when
 * the server starts (instrumentation-node.ts): one line per page.
 */
export function providePageData(): void {
  resourcesPageData.provide(resourcesData);
}
