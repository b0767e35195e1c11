import { CDN_PURGE_JOB } from "@/lib/cache/cdn-purge";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import type { PageTag } from "@/lib/cache/page-cache";
import { enqueue } from "./outbox";
import { logFor } from "@/lib/observability/log";

const log = logFor("cdn");

/**
 * Has the CDN drop the pages of these tags (lib/cache/cdn-purge.ts), through the outbox: retried while
 * the CDN is unreachable. Called once a change has committed (lib/http/index.ts `purges`); a server
 * that stops in between leaves the CDN's copy to expire by its s-maxage (five minutes). Nothing
 * is written when no CDN_PURGE_URL is set. It never fails the request: the change it follows has
 * committed already, and a copy it could not purge expires anyway.
 */
export async function purgePagesLater(tags: readonly PageTag[]): Promise<void> {
  if (!env().cdnPurge || tags.length === 0) return;
  try {
    const db = await getDb();
    await db.transaction((tx) => enqueue(tx, CDN_PURGE_JOB, { tags: [...new Set(tags)] }));
  } catch (error) {
    log.error({ tags, err: error }, "could not record a purge");
  }
}
