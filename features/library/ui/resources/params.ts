import { AUTHOR_MAX, KEYWORD_MAX, SUBJECT_MAX, TITLE_MAX, normaliseKeyword } from "@/features/library/schema";
import { searchHref, toQuery } from "@/components/ui/search-href";
import { searchTerm } from "@/lib/validate";

/**
 * The /resources page's URL parameters (search, title, author, subject, keyword, page), cleaned
 * so that a hand-edited or stale URL never breaks the page: search terms as the API cleans them
 * (control characters removed, cut to length), a bad page is page 1.
 */
export type ResourceParams = { search?: string; title?: string; author?: string; subject?: string; keyword?: string; page?: number };

/** The text fields, in the order the page's URLs name them. */
export const RESOURCE_FIELDS = ["search", "title", "author", "subject", "keyword"] as const;
const LIMITS = { search: 200, title: TITLE_MAX, author: AUTHOR_MAX, subject: SUBJECT_MAX, keyword: KEYWORD_MAX } as const;

type Raw = Record<string, string | string[] | undefined>;
const first = (raw: Raw, key: string): string | undefined => {
  const value = raw[key];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" && text.trim() !== "" ? text : undefined;
};

/** Each field's cleaner, made once (a zod schema costs more to build than to run): a keyword normalised as the API does. */
const CLEANERS = Object.fromEntries(
  RESOURCE_FIELDS.map((field) => [
    field,
    searchTerm({ max: LIMITS[field], ...(field === "keyword" ? { normalise: normaliseKeyword } : {}) }),
  ]),
) as Record<(typeof RESOURCE_FIELDS)[number], ReturnType<typeof searchTerm>>;

export function cleanResourceParams(raw: Raw): ResourceParams {
  const out: ResourceParams = {};
  for (const field of RESOURCE_FIELDS) {
    const value = CLEANERS[field].parse(first(raw, field));
    if (value) out[field] = value;
  }
  const page = Number.parseInt(first(raw, "page") ?? "", 10);
  if (Number.isFinite(page) && page > 1) out.page = Math.min(page, 100_000);
  return out;
}

/** Whether the visitor asked for something: a search or any filter (the page alone is not one). */
export function isFiltered(params: ResourceParams): boolean {
  return RESOURCE_FIELDS.some((field) => params[field] !== undefined);
}

/** The query the service takes. */
export { toQuery };

/** A link to /resources with these parameters (page 1 and empty values left out: one URL per view). */
export function resourcesHref(params: ResourceParams, changes: Partial<ResourceParams> = {}): string {
  return searchHref("/resources", [...RESOURCE_FIELDS, "page"], { ...params, ...changes });
}
