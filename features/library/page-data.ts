import { definePageData } from "@/lib/page-data";
import type { LibraryItem } from "./server/serialize";
import type { ResourceParams } from "./ui/resources/params";

/** One page of /resources' results (features/library/server/search.ts `listResources`). */
export type ResourcesResult = { items: LibraryItem[]; total: number; page: number; pageSize: number; totalPages: number };

/** What /resources shows for its parameters: the results and the filters' choices. */
export type ResourcesData = { result: ResourcesResult; filters: { subjects: string[]; keywords: string[] } };

/**
 * The data of /resources, a Pages Router page (lib/page-data.ts): read by its getServerSideProps,
 * provided by ./server/page-data.ts.
 */
export const resourcesPageData = definePageData<ResourceParams, ResourcesData>("resources");
