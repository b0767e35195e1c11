import "server-only";
import { answerCache } from "@/lib/kept-answers";
import { PAGE_TAGS } from "@/lib/page-cache";
import type { ResourcesData } from "../page-data";
import { toQuery, type ResourceParams } from "../ui/resources/params";
import { listResources, resourceFilters } from "./search";

/**
 * The choices of /resources' filters, kept with the guests' answers under the library's tag
 * (lib/kept-answers.ts): both lists scan every published item (at 10,000 items two sequential
 * scans, about as much SQL as the page's own rows). The routes that publish, edit, delete or
 * restore an item expire the tag (`purges` in lib/http.ts apiRoute); other instances catch up
 * within a minute.
 */
async function keptFilters(): Promise<ResourcesData["filters"]> {
  const kept = await answerCache.get(PAGE_TAGS.library, "/resources filters", async () => ({
    body: JSON.stringify(await resourceFilters()),
    headers: {},
  }));
  return JSON.parse(String(kept.body)) as ResourcesData["filters"];
}

/** The data of /resources (features/library/page-data.ts) for cleaned parameters. */
export async function resourcesData(params: ResourceParams): Promise<ResourcesData> {
  const [result, filters] = await Promise.all([listResources(toQuery(params)), keptFilters()]);
  return { result, filters };
}
