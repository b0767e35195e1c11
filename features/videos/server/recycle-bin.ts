import "server-only";
import { and, count, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { users, videos } from "@/lib/db/schema";
import { auditVideo } from "../audit";
import { NotFoundError } from "@/lib/errors";
import { isOwner, isStaffFor, loadVideo, present, presentOne, uploaderColumns, type Loaded } from "./access";
import { videoStorage } from "./storage";

export const RECYCLE_BIN_LIMIT = 200;

/** An item of the bin the actor may act on: staff every uploader's, an instructor only their own. */
async function loadBinItem(actor: Actor, id: string): Promise<Loaded> {
  const loaded = await loadVideo(id, { bin: true, notFound: "Recycle item not found" });
  if (!isStaffFor(actor) && !isOwner(actor, loaded.video)) throw new NotFoundError("Recycle item not found");
  return loaded;
}

/** GET recycle-bin/getAllRecycleVideos: most recently deleted first. */
export async function listRecycledVideos(actor: Actor | null) {
  assertCan(actor, "video.recycleBin");
  const where: SQL | undefined = and(isNotNull(videos.deletedAt), isStaffFor(actor) ? undefined : eq(videos.uploadedBy, actor.id));
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(videos).where(where);
  const rows = await db
    .select({ video: videos, uploader: uploaderColumns })
    .from(videos)
    .leftJoin(users, eq(users.id, videos.uploadedBy))
    .where(where)
    .orderBy(desc(videos.deletedAt), desc(videos.id))
    .limit(RECYCLE_BIN_LIMIT);
  return { videos: await present(actor, rows), total };
}

/**
 * GET recycle-bin/getRecycleVideo/{id}: one item of the caller's bin with a streaming URL, so
 * the bin's Preview can play it (getSingleVideo no longer shows a deleted video).
 */
export async function getRecycledVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.recycleBin");
  return presentOne(actor, await loadBinItem(actor, id), true);
}

/** POST recycle-bin/restoreRecycleVideos/{id}: the same row comes back, id, rank, tags and status kept. */
export async function restoreVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.recycleBin");
  const loaded = await loadBinItem(actor, id);
  const db = await getDb();
  const restored = await db.transaction(async (tx) => {
    const [row] = await tx.update(videos).set({ deletedAt: null, deletedBy: null }).where(eq(videos.id, id)).returning();
    await auditVideo(tx, actor, "video.restore", id, { courseName: loaded.video.courseName });
    return row;
  });
  if (!restored) throw new NotFoundError("Recycle item not found");
  return { message: "Video restored successfully", restoredVideo: await presentOne(actor, { video: restored, uploader: loaded.uploader }) };
}

/** DELETE recycle-bin/permanentDeleteRecycle/{id}: deletes the row, then its storage objects. */
export async function purgeVideo(actor: Actor | null, id: string) {
  assertCan(actor, "video.recycleBin");
  const loaded = await loadBinItem(actor, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(videos).where(eq(videos.id, id));
    await auditVideo(tx, actor, "video.purge", id, {
      courseName: loaded.video.courseName,
      uploadedBy: loaded.video.uploadedBy,
      videoKey: loaded.video.videoKey,
      thumbnailKey: loaded.video.thumbnailKey,
    });
  });
  const storage = videoStorage();
  const keys = [loaded.video.videoKey, loaded.video.thumbnailKey].filter((k): k is string => Boolean(k));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((r, i) => {
    if (r.status === "rejected") console.error(`[videos] could not delete storage object ${keys[i]}:`, r.reason instanceof Error ? r.reason.message : r.reason);
  });
  return { message: "Video permanently deleted from Recycle Bin" };
}
