import "server-only";
import { revalidateTag } from "next/cache";

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
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
