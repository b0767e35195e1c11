import { answerCache, htmlCache } from "@/lib/cache/memory-cache";
import type { PageTag } from "@/lib/cache/page-cache";

/**
 * Expires this server's copies of the content that carries `tag` (apiRoute `purges`, lib/http/index.ts):
 * the kept HTML of the listing pages (lib/static-site/html-cache.ts) and the guests' API answers and
 * the filters' choices (lib/cache/memory-cache.ts), so that the next request, a CDN's after its purge
 * for the same tag included, reads the content afresh. Other instances of the site keep their
 * own copies for a minute at most.
 */
export function expirePages(tag: PageTag): void {
  answerCache.expire(tag);
  htmlCache.expire(tag);
}
