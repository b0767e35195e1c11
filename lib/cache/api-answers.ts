import type { NextRequest } from "next/server";
import { urlForCaller } from "@/lib/http/caller-url";
import type { Actor } from "@/lib/session/actor-type";
import type { PageTag } from "@/lib/cache/page-cache";
import { answerCache, type KeptAnswer } from "@/lib/cache/memory-cache";

/**
 * A JSON answer that is the same for every guest, kept under `tag` (for a signed-in caller it is
 * made afresh every time: role and approval may change what they see). The key is what the
 * answer depends on besides the content: the path and query, and whether the caller gets
 * absolute URLs (an API client) or paths (our pages; lib/http/caller-url.ts).
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
