import { z } from "zod";
import { env } from "@/lib/config/env";

/**
 * Asks the CDN in front of the site to drop every page of a content tag (lib/cache/page-cache.ts) when
 * that content changed: POST CDN_PURGE_URL with `{ "tags": [...] }` and, when CDN_PURGE_TOKEN is
 * set, `Authorization: Bearer CDN_PURGE_TOKEN`. That is the shape a small worker or function at
 * the CDN turns into its own purge call (Cloudflare's purge by Cache-Tag, Fastly's by surrogate
 * key…), so no CDN's API is built into the site. Run by the outbox (lib/jobs/cdn.ts), which
 * retries a failed call; without CDN_PURGE_URL nothing is sent.
 */
export const CDN_PURGE_JOB = "cdn.purge";

const payloadSchema = z.strictObject({ tags: z.array(z.string().min(1)).min(1) });

export async function purgeCdnTags(payload: unknown): Promise<void> {
  const config = env().cdnPurge;
  if (!config) return;
  const { tags } = payloadSchema.parse(payload);
  const response = await fetch(config.url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
    body: JSON.stringify({ tags }),
    redirect: "error",
    signal: AbortSignal.timeout(10_000),
  });
  // The answer's body is the CDN's business; its status says whether to retry.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The CDN purge answered ${response.status}`);
}
