import { keptValue } from "@/lib/cache/memory-cache";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import type { CatalogueData } from "../page-data";
import { toQuery, type CatalogueParams } from "../ui/catalogue/params";
import { toCatalogueVideo } from "../ui/catalogue/types";
import { catalogueFilters, listCatalogue } from "./catalogue";

/**
 * The data of /videos (features/videos/page-data.ts) for cleaned parameters: approved videos
 * only, nine a page, rank ascending with unranked last, then newest (in SQL), with only what the
 * cards and their dialogs show. The filters' choices (instructors and topics) are kept under the
 * catalogue's tag (lib/cache/memory-cache.ts `keptValue`): both lists scan every approved video (the
 * tags cannot come from an index), so at 10,000 videos they cost more than the page's own rows.
 * The routes that change which videos are approved, their tags or an instructor's name expire the
 * tag (`purges` in lib/http/index.ts apiRoute); other instances catch up within a minute.
 */
export async function catalogueData(params: CatalogueParams): Promise<CatalogueData> {
  const [{ videos, total, page, pageSize, totalPages }, filters] = await Promise.all([
    listCatalogue(toQuery(params)),
    keptValue(PAGE_TAGS.videos, "/videos filters", catalogueFilters),
  ]);
  return { result: { videos: videos.map(toCatalogueVideo), total, page, pageSize, totalPages }, filters };
}
