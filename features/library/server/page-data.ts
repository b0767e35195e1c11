import { keptValue } from "@/lib/cache/memory-cache";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import type { ResourcesData } from "../page-data";
import { toQuery, type ResourceParams } from "../ui/resources/params";
import { listResources, resourceFilters } from "./search";

/**
 * The data of /resources (features/library/page-data.ts) for cleaned parameters. The filters'
 * choices are kept under the library's tag (lib/cache/memory-cache.ts `keptValue`): both lists scan
 * every published item (at 10,000 items two sequential scans, about as much SQL as the page's
 * own rows). The routes that publish, edit, delete or restore an item expire the tag (`purges` in
 * lib/http/index.ts apiRoute); other instances catch up within a minute.
 */
export async function resourcesData(params: ResourceParams): Promise<ResourcesData> {
  const [result, filters] = await Promise.all([
    listResources(toQuery(params)),
    keptValue(PAGE_TAGS.library, "/resources filters", resourceFilters),
  ]);
  return { result, filters };
}
