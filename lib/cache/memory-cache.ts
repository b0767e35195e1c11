import { LRUCache } from "lru-cache";
import type { PageTag } from "./page-cache";

/**
 * What the server keeps in memory of its public content (issue 17): a guest's public API answers
 * (`GET /api/v1/video/getAllVideos`: at most 1 ms of CPU a request, lib/cache/api-answers.ts), the
 * library page's filter choices, and the listing pages' HTML (lib/static-site/html-cache.ts). Every
 * guest asking the same URL gets the same answer, so it is made once and later requests send the
 * kept copy. A copy carries the tag of the public pages that show the same content
 * (lib/cache/page-cache.ts `PAGE_TAGS`), and the change that expires those pages expires it too
 * (`purges` of apiRoute, lib/http/index.ts). It is also kept at most `ANSWER_TTL_MS`: another instance
 * of the site, whose memory no change here reaches, agrees again within that time (as the filter
 * caches of lib/cache/expire.ts). Bounded in entries and bytes, least recently used dropped first, so an
 * endless walk through filter combinations cannot fill the memory.
 */

/** What is kept: a body (text, or bytes such as a compressed page) and the headers it is sent with. */
export type KeptAnswer<Body extends string | Buffer = string> = { body: Body; headers: Record<string, string> };

export const ANSWER_TTL_MS = 60_000;

/** A cache of answers by tag; `answerCache` is the server's one, a test makes its own. */
export function createAnswerCache<Body extends string | Buffer = string>({
  ttlMs = ANSWER_TTL_MS,
  maxEntries = 1000,
  maxBytes = 16 * 1024 * 1024,
  clock,
}: { ttlMs?: number; maxEntries?: number; maxBytes?: number; clock?: { now: () => number } } = {}) {
  /**
   * The makings under way, by the signal lru-cache aborts each with: an expiry must reach them too,
   * and `keys()` lists only the answers already made.
   */
  const making = new Map<AbortSignal, string>();
  const answers = new LRUCache<string, KeptAnswer<Body>, () => Promise<KeptAnswer<Body>>>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (answer) => answer.body.length + 256,
    ttl: ttlMs,
    // A test's clock: read on every look-up (lru-cache otherwise reads the time once a millisecond).
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    // A making whose key is deleted meanwhile (an expiry, a clear) still answers the callers waiting
    // for it, but lru-cache no longer keeps it: it may show what the change replaced.
    ignoreFetchAbort: true,
    fetchMethod: async (id, _stale, { signal, context: produce }) => {
      making.set(signal, id);
      try {
        return await produce();
      } finally {
        making.delete(signal);
      }
    },
  });

  return {
    /**
     * The answer kept for `key` under `tag`, or the one `produce` makes (then kept); callers
     * asking while it is being made wait for the same one (a page expired under many visitors is
     * made once: lru-cache's `fetch`). An answer whose making began before the tag expired is sent
     * but not kept (and a caller after the expiry makes its own). A failure (a refused query) is
     * never kept.
     */
    async get(tag: PageTag, key: string, produce: () => Promise<KeptAnswer<Body>>): Promise<KeptAnswer<Body>> {
      const answer = await answers.fetch(`${tag}\n${key}`, { context: produce });
      // Only an aborted making answers nothing, and ignoreFetchAbort lets every making finish.
      if (answer === undefined) throw new Error(`the answer for ${key} was not made`);
      return answer;
    },
    /** Drops every answer of `tag` (its content changed), and keeps none of those being made. */
    expire(tag: PageTag): void {
      const ids = [...answers.keys(), ...making.values()].filter((id) => id.startsWith(`${tag}\n`));
      for (const id of ids) answers.delete(id);
    },
    /** Drops every answer, and keeps none of those being made (tests: a database emptied under the cache). */
    clear(): void {
      answers.clear();
    },
    get size(): number {
      return answers.size;
    },
  };
}

export type AnswerCache<Body extends string | Buffer = string> = ReturnType<typeof createAnswerCache<Body>>;

/**
 * The server's one cache, on globalThis: Next bundles each route apart, and the route that
 * changes a video (which expires the tag) must reach the cache the list's route reads.
 */
const holder = globalThis as typeof globalThis & { __mmfAnswerCache?: AnswerCache };
export const answerCache: AnswerCache = (holder.__mmfAnswerCache ??= createAnswerCache());

/**
 * The listing pages' HTML (lib/static-site/html-cache.ts), apart from the API answers: a page is some
 * 20 to 160 KB, kept plain and in each encoding asked for.
 */
const pagesHolder = globalThis as typeof globalThis & { __mmfKeptPages?: AnswerCache<Buffer> };
export const htmlCache: AnswerCache<Buffer> = (pagesHolder.__mmfKeptPages ??= createAnswerCache<Buffer>({
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
}));

/**
 * A value the same for every guest (a listing's filter choices), kept as JSON with the guests'
 * answers under `tag`: expired with them (expirePages) and a minute at most otherwise. Each caller
 * gets its own parsed copy.
 */
export async function keptValue<T>(tag: PageTag, key: string, produce: () => Promise<T>): Promise<T> {
  const kept = await answerCache.get(tag, key, async () => ({ body: JSON.stringify(await produce()), headers: {} }));
  return JSON.parse(kept.body) as T;
}
