import { CACHED_ROUTES, cachedViewQuery, cachedViews, laterPages, type CachedPage } from "../../lib/page-cache";

/**
 * The catalogue's views held in the page cache (lib/page-cache.ts): what most guests ask for, the
 * first pages of the whole catalogue and of each length band. A search, a tag or an instructor
 * (open-ended values, which would let anyone fill the cache) and later pages are rendered per
 * request by /videos. Plain data with relative imports: next.config.ts reads it when it builds.
 */
export const CATALOGUE_CACHED_PAGES = 5;
/** DURATION_BANDS of ./schema (page-cache.test.ts keeps the two equal; ./schema is not plain enough for next.config). */
export const CACHED_DURATIONS = ["short", "medium", "long"] as const;

export const cataloguePageCache: CachedPage = {
  source: "/videos",
  route: CACHED_ROUTES.videos,
  // Any of these in the URL, and the page renders per request.
  uncached: ["q", "tag", "instructor"],
  views: cachedViews({ duration: [undefined, ...CACHED_DURATIONS], page: [undefined, ...laterPages(CATALOGUE_CACHED_PAGES)] }),
};

/** The catalogue parameters of a cached view by its segment name, or null when there is no such view. */
export function catalogueViewQuery(name: string): Record<string, string> | null {
  return cachedViewQuery(cataloguePageCache, name);
}
