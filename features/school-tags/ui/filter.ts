import { CLASS_TAGS, schoolVideoFilterSchema } from "@/features/school-tags/schema";
import { searchTerm } from "@/lib/validate";

export type SchoolVideoFilter = { search: string; classTag: string; page: number };

/** The search's cleaner, made once (a zod schema costs more to build than to run). */
const cleanSearch = searchTerm({ max: 200 });

/**
 * The filter the Video Management tab was opened with, made safe: an unknown class, an
 * over-long search or one with control characters never reaches the service; a missing or invalid page is 1 (the service
 * clamps a page past the end to the last one).
 */
export function schoolVideoFilter(search: string | undefined, classTag: string | undefined, page?: string): SchoolVideoFilter {
  return {
    search: cleanSearch.parse(search) ?? "",
    classTag: classTag && CLASS_TAGS.includes(classTag) ? classTag : "",
    page: schoolVideoFilterSchema.shape.page.parse(page),
  };
}

/** The tab's address for a page, keeping the search and class (page 1 is left out). */
export function schoolVideoHref(filter: { search: string; classTag: string }, page: number): string {
  const params = new URLSearchParams({ tab: "video-management" });
  if (filter.search) params.set("search", filter.search);
  if (filter.classTag) params.set("class", filter.classTag);
  if (page > 1) params.set("page", String(page));
  return `/school?${params.toString()}`;
}
