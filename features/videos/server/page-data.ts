import "server-only";
import { answerCache } from "@/lib/kept-answers";
import { PAGE_TAGS } from "@/lib/page-cache";
import type { CatalogueData } from "../page-data";
import { toQuery, type CatalogueParams } from "../ui/catalogue/params";
import { toCatalogueVideo } from "../ui/catalogue/types";
import { catalogueFilters, listCatalogue } from "./catalogue";

/**
 * The choices of /videos' filters (instructors and topics), kept with the guests' answers under
 * the catalogue's tag (lib/kept-answers.ts): both lists scan every approved video (the tags
 * cannot come from an index), so at 10,000 videos they cost more than the page's own rows. The
 * routes that change which videos are approved, their tags or an instructor's name expire the
 * tag (`purges` in lib/http.ts apiRoute); other instances catch up within a minute.
 */
async function keptFilters(): Promise<CatalogueData["filters"]> {
  const kept = await answerCache.get(PAGE_TAGS.videos, "/videos filters", async () => ({
    body: JSON.stringify(await catalogueFilters()),
    headers: {},
  }));
  return JSON.parse(String(kept.body)) as CatalogueData["filters"];
}

/**
 * The data of /videos (features/videos/page-data.ts) for cleaned parameters: approved videos
 * only, nine a page, rank ascending with unranked last, then newest (in SQL), with only what the
 * cards and their dialogs show.
 */
export async function catalogueData(params: CatalogueParams): Promise<CatalogueData> {
  const [{ videos, total, page, pageSize, totalPages }, filters] = await Promise.all([listCatalogue(toQuery(params)), keptFilters()]);
  return { result: { videos: videos.map(toCatalogueVideo), total, page, pageSize, totalPages }, filters };
}
