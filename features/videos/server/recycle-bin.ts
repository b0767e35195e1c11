import { and, count, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { videos, type VideoRow } from "@/lib/db/schema";
import { purgeExpired, purgeFromBin, restoreFromBin } from "@/lib/db/recycle-bin";
import { SYSTEM } from "@/lib/audit/audit";
import { auditVideo } from "../audit";
import { isStaffFor, loadVideo, present, presentOne, selectVideos } from "./access";
import { resubmit } from "./review";

export const RECYCLE_BIN_LIMIT = 200;

const NOT_IN_BIN = "Recycle item not found";

/** The bin items the actor may act on: staff every uploader's, an instructor only their own. */
function binScope(actor: Actor): SQL | undefined {
  return isStaffFor(actor) ? undefined : eq(videos.uploadedBy, actor.id);
}

/** The bin (GET recycle-bin/getAllRecycleVideos answers `videos` as a bare array): most recently deleted first, at most RECYCLE_BIN_LIMIT. */
export async function listRecycledVideos(actor: Actor | null) {
  assertCan(actor, "video.recycleBin");
  const where = and(isNotNull(videos.deletedAt), binScope(actor));
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(videos).where(where);
  const rows = await selectVideos(db).where(where).orderBy(desc(videos.deletedAt), desc(videos.id)).limit(RECYCLE_BIN_LIMIT);
  return { videos: await present(actor, rows), total };
}

/**
 * GET recycle-bin/getRecycleVideo/{id}: one item of the caller's bin with a streaming URL, so
 * the bin's Preview can play it (getSingleVideo no longer shows a deleted video).
 */
export async function getRecycledVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.recycleBin");
  return presentOne(actor, await loadVideo(id, { bin: true, where: binScope(actor), notFound: NOT_IN_BIN }), true);
}

/**
 * POST recycle-bin/restoreRecycleVideos/{id}: the same row comes back, id, rank, tags and status
 * kept. One conditional UPDATE (lib/db/recycle-bin.ts): of a restore and a purge (or two
 * restores) racing, one wins and the other finds nothing left in the bin (404). A video our team
 * took down comes back from its uploader through review (pending), never straight to the
 * catalogue: the uploader's bin lists it, but undoing a takedown is staff's to decide.
 */
export async function restoreVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.recycleBin");
  const db = await getDb();
  const restored = await db.transaction(async (tx) => {
    const { video: binned } = await loadVideo(id, { tx, bin: true, where: binScope(actor), notFound: NOT_IN_BIN });
    const row = await restoreFromBin(tx, videos, { id, where: binScope(actor), notFound: NOT_IN_BIN });
    const takenDown = !isStaffFor(actor) && binned.deletedBy !== actor.id && row.status === "approved";
    if (takenDown) await resubmit(tx, actor, id, {});
    await auditVideo(tx, actor, "video.restore", id, { courseName: row.courseName, ...(takenDown ? { toReview: true } : {}) });
    return loadVideo(id, { tx });
  });
  return { message: "Video restored successfully", restoredVideo: await presentOne(actor, restored) };
}

/** A video's stored objects. */
const videoKeys = (row: VideoRow) => [row.videoKey, row.thumbnailKey];

/**
 * DELETE recycle-bin/permanentDeleteRecycle/{id}: deletes the row (once: one conditional DELETE;
 * its watched records and school tags cascade), and its storage objects through the outbox once
 * that has committed.
 */
export async function purgeVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.recycleBin");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await purgeFromBin(tx, videos, { id, where: binScope(actor), notFound: NOT_IN_BIN, keys: videoKeys });
    await auditVideo(tx, actor, "video.purge", id, {
      courseName: row.courseName,
      uploadedBy: row.uploadedBy,
      videoKey: row.videoKey,
      thumbnailKey: row.thumbnailKey,
    });
  });
  return { message: "Video permanently deleted from Recycle Bin" };
}

/**
 * The scheduled job videos.purge-bin: videos in the bin for more than BIN_RETENTION_DAYS are
 * purged with their objects, as by hand (audited as the system's doing).
 */
export function purgeExpiredVideos(now?: Date): Promise<number> {
  return purgeExpired(videos, {
    keys: videoKeys,
    now,
    onPurged: async (tx, rows) => {
      for (const row of rows) await auditVideo(tx, SYSTEM, "video.purge", row.id, { courseName: row.courseName, expired: true });
    },
  });
}
