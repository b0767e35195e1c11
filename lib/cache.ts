import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { answerCache, keptPages } from "@/lib/kept-answers";
import { CACHED_ROUTES, type PageTag } from "@/lib/page-cache";

/**
 * Cache tags of data that pages cache with `unstable_cache` (next/cache), and the one way to
 * invalidate them. Each cache also expires by time, so several instances of the site (each with
 * its own cache) agree again within that time.
 */
export const CACHE_TAGS = {
  /** The instructors and topics offered as filters on /videos (lib/server/videos/catalogue.ts). */
  catalogueFilters: "catalogue-filters",
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * Marks cached data stale now: the next request reads it afresh (no stale copy is served).
 * Outside a Next.js request (vitest calling route handlers, scripts) nothing is cached, and
 * Next.js reports that with an invariant error, which is ignored; any other error is thrown.
 */
export function invalidateCache(tag: CacheTag): void {
  outsideNextIgnored(() => revalidateTag(tag, { expire: 0 }));
}

/**
 * Expires this server's copies of the content that carries `tag`: the page cache of the pages
 * (lib/page-cache.ts CACHED_ROUTES), whose next request renders them afresh before a CDN purged
 * for the same tag asks for them again, the kept HTML of the Pages Router's listing pages
 * (lib/kept-pages-server.ts) and the guests' API answers (lib/kept-answers.ts).
 */
export function expirePages(tag: PageTag): void {
  answerCache.expire(tag);
  keptPages.expire(tag);
  const route = (CACHED_ROUTES as Partial<Record<PageTag, string>>)[tag];
  if (route) outsideNextIgnored(() => revalidatePath(route, "page"));
}

function outsideNextIgnored(revalidate: () => void): void {
  try {
    revalidate();
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
