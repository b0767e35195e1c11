import type { LibraryItem } from "./server/serialize";

/** One page of /resources' results (features/library/server/search.ts `listResources`). */
export type ResourcesResult = { items: LibraryItem[]; total: number; page: number; pageSize: number; totalPages: number };

/** What /resources shows for its parameters: the results and the filters' choices. */
export type ResourcesData = { result: ResourcesResult; filters: { subjects: string[]; keywords: string[] } };
