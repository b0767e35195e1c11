import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import { expect } from "vitest";
import { cachedViewQuery, pageCacheRewrites, routeAddress, type CachedPage } from "@/lib/page-cache";

/**
 * Where next.config's page cache rewrites (lib/page-cache.ts) send a request for `href` on
 * `page`'s path: the cached route of its view, or null when it is rendered per request. Matched
 * with Next's own `has`/`missing` matcher, the one its router runs.
 */
export function cachedRouteOf(page: CachedPage, href: string): string | null {
  const url = new URL(href, "http://site.test");
  if (url.pathname !== page.source) return null;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  for (const rule of pageCacheRewrites([page])) {
    if (matchHas({ headers: {} } as never, query, rule.has, rule.missing) !== false) return rule.destination;
  }
  return null;
}

/**
 * Asserts that the link the page itself makes to each of its cached views (`hrefOf` the view's
 * query, as the page's own href builder writes it after cleaning) is served from that view's route.
 */
export function expectLinksServedFromTheirViews(page: CachedPage, hrefOf: (query: Record<string, string>) => string): void {
  for (const view of page.views) {
    const href = hrefOf(cachedViewQuery(page, view.name)!);
    expect(cachedRouteOf(page, href), href).toBe(routeAddress(page.route).replace("[view]", view.name));
  }
}
