import { CACHED_ROUTES, cachedViewQuery, cachedViews, laterPages, type CachedPage } from "../../lib/page-cache";

/**
 * The gallery's views held in the page cache (lib/page-cache.ts): the first three pages of every
 * photo and of each category, newest first or by school. A search and a date window are rendered
 * per request by /gallery. Plain data with relative imports: next.config.ts reads it when it builds.
 */
export const GALLERY_CACHED_PAGES = 3;
/** PHOTO_CATEGORIES of ./schema (page-cache.test.ts keeps the two equal; ./schema is not plain enough for next.config). */
export const CACHED_CATEGORIES = ["event", "classroom", "sports", "arts", "general"] as const;

export const galleryPageCache: CachedPage = {
  source: "/gallery",
  route: CACHED_ROUTES.gallery,
  // Any of these in the URL, and the page renders per request.
  uncached: ["q", "date"],
  views: cachedViews({
    category: [undefined, ...CACHED_CATEGORIES],
    sort: [undefined, "school"],
    page: [undefined, ...laterPages(GALLERY_CACHED_PAGES)],
  }),
};

/** The gallery parameters of a cached view by its segment name, or null when there is no such view. */
export function galleryViewQuery(name: string): Record<string, string> | null {
  return cachedViewQuery(galleryPageCache, name);
}
