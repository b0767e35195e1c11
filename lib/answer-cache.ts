import "server-only";
import { LRUCache } from "lru-cache";
import type { NextRequest } from "next/server";
import { urlForCaller } from "@/lib/caller-url";
import type { Actor } from "@/lib/session/actor-type";
import type { PageTag } from "@/lib/page-cache";

/**
 * Public API answers kept in this server's memory, for guests (issue 17: `GET
 * /api/v1/video/getAllVideos` at most 1 ms of CPU a request). Every guest asking the same URL gets
 * the same answer, so the list is read and serialised once and later requests send the kept
 * text. An answer carries the tag of the public pages that show the same content
 * (lib/page-cache.ts `PAGE_TAGS`), and the change that expires those pages expires it too
 * (`purges` of apiRoute, lib/http.ts). It is also kept at most `ANSWER_TTL_MS`: another instance
 * of the site, whose memory no change here reaches, agrees again within that time (as the filter
 * caches of lib/cache.ts). Bounded in entries and bytes, least recently used dropped first, so an
 * endless walk through filter combinations cannot fill the memory.
 */

export type KeptAnswer = { body: string; headers: Record<string, string> };

export const ANSWER_TTL_MS = 60_000;

/** A cache of answers by tag; `answerCache` is the server's one, a test makes its own. */
export function createAnswerCache({
  ttlMs = ANSWER_TTL_MS,
  maxEntries = 1000,
  maxBytes = 16 * 1024 * 1024,
  clock,
}: { ttlMs?: number; maxEntries?: number; maxBytes?: number; clock?: { now: () => number } } = {}) {
  const answers = new LRUCache<string, KeptAnswer>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (answer) => answer.body.length + 256,
    ttl: ttlMs,
    // A test's clock: read on every look-up (lru-cache otherwise reads the time once a millisecond).
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
  });
  /** Bumped by every expiry of a tag (and `cleared` by a clear): an answer read before it is not kept after it. */
  const generations = new Map<PageTag, number>();
  let cleared = 0;
  const generationOf = (tag: PageTag) => `${cleared}:${generations.get(tag) ?? 0}`;

  return {
    /**
     * The answer kept for `key` under `tag`, or the one `produce` makes (then kept). An answer
     * whose reading began before the tag expired is sent but not kept: it may show what the
     * change replaced. A failure (a refused query) is never kept.
     */
    async get(tag: PageTag, key: string, produce: () => Promise<KeptAnswer>): Promise<KeptAnswer> {
      const id = `${tag}\n${key}`;
      const kept = answers.get(id);
      if (kept) return kept;
      const generation = generationOf(tag);
      const answer = await produce();
      if (generationOf(tag) === generation) answers.set(id, answer);
      return answer;
    },
    /** Drops every answer of `tag` (its content changed). */
    expire(tag: PageTag): void {
      generations.set(tag, (generations.get(tag) ?? 0) + 1);
      for (const id of answers.keys()) if (id.startsWith(`${tag}\n`)) answers.delete(id);
    },
    /** Drops every answer (tests: a database emptied under the cache). */
    clear(): void {
      cleared += 1;
      answers.clear();
    },
    get size(): number {
      return answers.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * The server's one cache, on globalThis: Next bundles each route apart, and the route that
 * changes a video (which expires the tag) must reach the cache the list's route reads.
 */
const holder = globalThis as typeof globalThis & { __mmfAnswerCache?: AnswerCache };
export const answerCache: AnswerCache = (holder.__mmfAnswerCache ??= createAnswerCache());

/**
 * A JSON answer that is the same for every guest, kept under `tag` (for a signed-in caller it is
 * made afresh every time: role and approval may change what they see). The key is what the
 * answer depends on besides the content: the path and query, and whether the caller gets
 * absolute URLs (an API client) or paths (our pages; lib/caller-url.ts).
 */
export async function guestAnswer(
  actor: Actor | null,
  tag: PageTag,
  req: NextRequest,
  produce: () => Promise<KeptAnswer>,
): Promise<Response> {
  const key = `${urlForCaller("/")} ${req.nextUrl.pathname}${req.nextUrl.search}`;
  const answer = actor ? await produce() : await answerCache.get(tag, key, produce);
  return new Response(answer.body, { headers: { "Content-Type": "application/json", ...answer.headers } });
}
