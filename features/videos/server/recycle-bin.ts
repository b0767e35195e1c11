import "server-only";
import { and, count, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { videos } from "@/lib/db/schema";
import { deleteIf, transition } from "@/lib/db/transition";
import { auditVideo } from "../audit";
import { isStaffFor, loadVideo, present, presentOne, selectVideos } from "./access";
import { getStorage } from "@/lib/storage";

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
 * kept. One conditional UPDATE: of a restore and a purge (or two restores) racing, one wins and
 * the other finds nothing left in the bin (404).
 */
export async function restoreVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.recycleBin");
  const db = await getDb();
  const restored = await db.transaction(async (tx) => {
    const { row } = await transition(tx, videos, {
      id,
      where: and(isNotNull(videos.deletedAt), binScope(actor)),
      set: { deletedAt: null, deletedBy: null },
      conflict: NOT_IN_BIN,
      notFound: NOT_IN_BIN,
    });
    await auditVideo(tx, actor, "video.restore", id, { courseName: row.courseName });
    return loadVideo(id, { tx });
  });
  return { message: "Video restored successfully", restoredVideo: await presentOne(actor, restored) };
}

/** DELETE recycle-bin/permanentDeleteRecycle/{id}: deletes the row (once: one conditional DELETE), then its storage objects. */
export async function purgeVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.recycleBin");
  const db = await getDb();
  const purged = await db.transaction(async (tx) => {
    const row = await deleteIf(tx, videos, { id, where: and(isNotNull(videos.deletedAt), binScope(actor)), notFound: NOT_IN_BIN });
    await auditVideo(tx, actor, "video.purge", id, {
      courseName: row.courseName,
      uploadedBy: row.uploadedBy,
      videoKey: row.videoKey,
      thumbnailKey: row.thumbnailKey,
    });
    return row;
  });
  const storage = getStorage();
  const keys = [purged.videoKey, purged.thumbnailKey].filter((k): k is string => Boolean(k));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((r, i) => {
    if (r.status === "rejected")
      console.error(`[videos] could not delete storage object ${keys[i]}:`, r.reason instanceof Error ? r.reason.message : r.reason);
  });
  return { message: "Video permanently deleted from Recycle Bin" };
}
