import { CACHED_ROUTES, cachedViewQuery, cachedViews, laterPages, type CachedPage } from "../../lib/page-cache";

/**
 * The library page's views held in the page cache (lib/page-cache.ts): its first five pages,
 * newest first. A search or a filter (title, author, subject, keyword: open-ended values) is
 * rendered per request by /resources. Plain data with relative imports: next.config.ts reads it.
 */
export const RESOURCES_CACHED_PAGES = 5;

export const resourcesPageCache: CachedPage = {
  source: "/resources",
  route: CACHED_ROUTES.library,
  // Any of these in the URL, and the page renders per request (RESOURCE_FIELDS of ./ui/resources/params).
  uncached: ["search", "title", "author", "subject", "keyword"],
  views: cachedViews({ page: [undefined, ...laterPages(RESOURCES_CACHED_PAGES)] }),
};

/** The /resources parameters of a cached view by its segment name, or null when there is no such view. */
export function resourcesViewQuery(name: string): Record<string, string> | null {
  return cachedViewQuery(resourcesPageCache, name);
}
