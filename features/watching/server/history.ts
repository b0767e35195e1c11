import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, videos, watchedVideos, type WatchedVideoRow } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { watchedPercentage } from "./ranges";
import { summaryColumns, videoSummary, type Summarised } from "./video-summary";

export const RECENT_LIMIT = 10;
const HISTORY_LIMIT = 500;

async function entry(w: WatchedVideoRow, v: Summarised) {
  return {
    _id: w.id,
    id: w.id,
    /** The video, populated (original-api 3.9). */
    videoId: await videoSummary(v),
    progress: w.progress,
    videoLength: w.videoLength,
    /** Coverage: the share of the video actually played, the measure of the 90 % rule. */
    watchedPercentage: watchedPercentage(w.secondsPlayed, w.videoLength),
    completed: w.completedAt !== null,
    lastWatchedAt: w.lastWatchedAt.toISOString(),
    createdAt: w.createdAt.toISOString(),
  };
}
export type WatchedEntry = Awaited<ReturnType<typeof entry>>;

async function ownHistory(actor: Actor, limit: number) {
  const db = await getDb();
  const rows = await db
    .select({ w: watchedVideos, v: summaryColumns })
    .from(watchedVideos)
    .innerJoin(videos, eq(videos.id, watchedVideos.videoId))
    // Approved videos only, as the Overview's continue-watching: an edit sends a video back to
    // review, and its new title and thumbnail must not show before staff have seen them.
    .where(and(eq(watchedVideos.userId, actor.id), isNull(videos.deletedAt), eq(videos.status, "approved")))
    .orderBy(desc(watchedVideos.lastWatchedAt), desc(watchedVideos.id))
    .limit(limit);
  return Promise.all(rows.map((r) => entry(r.w, r.v)));
}

/** GET watchedVideo/user: the caller's watched videos, newest first (deleted videos, and those back in review or rejected, left out). */
export async function listMyWatchedVideos(actor: Actor | null) {
  assertCan(actor, "watched.readOwn");
  return ownHistory(actor, HISTORY_LIMIT);
}

/** GET watchedVideo/recent: the caller's ten most recently watched videos. */
export async function listRecentlyWatched(actor: Actor | null) {
  assertCan(actor, "watched.readOwn");
  return ownHistory(actor, RECENT_LIMIT);
}

/**
 * GET watchedVideo/watchedUsers/{videoId}: who watched a video, most recent first. Staff see any
 * video; an instructor only their own. E-mail addresses are shown to staff only.
 */
export async function listVideoViewers(actor: Actor | null, videoId: string) {
  assertCan(actor, "watched.listViewers");
  if (!isUuid(videoId)) throw new NotFoundError("Video not found");
  const db = await getDb();
  const [video] = await db
    .select({ id: videos.id, uploadedBy: videos.uploadedBy })
    .from(videos)
    .where(and(eq(videos.id, videoId), isNull(videos.deletedAt)));
  if (!video) throw new NotFoundError("Video not found");
  const isStaff = actor.role === "admin" || actor.role === "superadmin";
  if (!isStaff && video.uploadedBy !== actor.id) throw new ForbiddenError();
  const rows = await db
    .select({ w: watchedVideos, u: { id: users.id, name: users.name, email: users.email } })
    .from(watchedVideos)
    .innerJoin(users, eq(users.id, watchedVideos.userId))
    .where(eq(watchedVideos.videoId, videoId))
    .orderBy(desc(watchedVideos.lastWatchedAt), desc(watchedVideos.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ w, u }) => ({
    user: isStaff ? { _id: u.id, name: u.name, email: u.email } : { _id: u.id, name: u.name },
    progress: w.progress,
    watchedPercentage: watchedPercentage(w.secondsPlayed, w.videoLength),
    completed: w.completedAt !== null,
    lastWatchedAt: w.lastWatchedAt.toISOString(),
  }));
}
