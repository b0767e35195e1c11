import { answerCache, keptPages } from "@/lib/kept-answers";
import type { PageTag } from "@/lib/page-cache";

/**
 * Expires this server's copies of the content that carries `tag` (apiRoute `purges`, lib/http.ts):
 * the kept HTML of the listing pages (lib/kept-pages-server.ts) and the guests' API answers and
 * the filters' choices (lib/kept-answers.ts), so that the next request, a CDN's after its purge
 * for the same tag included, reads the content afresh. Other instances of the site keep their
 * own copies for a minute at most.
 */
export function expirePages(tag: PageTag): void {
  answerCache.expire(tag);
  keptPages.expire(tag);
}
