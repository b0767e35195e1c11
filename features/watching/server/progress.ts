import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { practiceDays, videos, watchedVideos, type WatchedVideoRow } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { NotFoundError } from "@/lib/errors";
import { parseInput } from "@/lib/validate";
import { isUuid } from "@/lib/ids";
import { progressSchema } from "@/features/watching/schema";
import { addStretch, availableAllowance, effectiveLength, isComplete, watchedPercentage } from "./ranges";

/** A client clock further ahead of ours than this is capped, so it cannot freeze the position. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** The UTC calendar day of a time, as Postgres `date` text. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The API's watched record (original-api 3.9 plus completed). */
export function serializeWatched(row: WatchedVideoRow) {
  return {
    _id: row.id,
    id: row.id,
    videoId: row.videoId,
    userId: row.userId,
    progress: row.progress,
    videoLength: row.videoLength,
    lastWatchedAt: row.lastWatchedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    /** Share of the video covered by playback actually played (not the position). */
    watchedPercentage: watchedPercentage(row.secondsPlayed, row.videoLength),
    completed: row.completedAt !== null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * Saves a progress report of the signed-in account on an approved video (POST
 * watchedVideo/watched/{videoId}). In one transaction, with the (user, video) row locked:
 * - the stretch [playedFrom, progress] is added to the merged played ranges if the play
 *   allowance covers it (refilled by wall-clock time at up to 2x speed, spent by stretches;
 *   ranges.ts), so saves arriving out of order still count and dragging the slider does not;
 * - the video is completed once the ranges cover 90 % of its length, and stays completed;
 * - the position moves only for a save newer (by `sentAt`) than the one that last set it;
 * - newly covered seconds are added to today's (UTC) practice.
 * `justCompleted` is true only on the save that completed the video.
 */
export async function recordProgress(actor: Actor | null, videoId: string, input: unknown, now: Date = new Date()) {
  assertCan(actor, "watched.record");
  const data = parseInput(progressSchema, input);
  if (!isUuid(videoId)) throw new NotFoundError("Video not found");
  const db = await getDb();
  const [video] = await db
    .select({ id: videos.id, durationSeconds: videos.durationSeconds })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.status, "approved"), isNull(videos.deletedAt)));
  if (!video) throw new NotFoundError("Video not found");

  const length = effectiveLength(data.videoLength, video.durationSeconds);
  const position = Math.min(data.progress, length);
  const sentAt = Math.min(data.sentAt ?? now.getTime(), now.getTime() + MAX_CLOCK_SKEW_MS);

  return db.transaction(async (tx) => {
    // Create the row if this is the first save, then lock it: concurrent saves queue here.
    const inserted = await tx
      .insert(watchedVideos)
      .values({
        userId: actor.id,
        videoId,
        videoLength: length,
        progress: 0,
        progressSentAt: 0,
        lastWatchedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [watchedVideos.userId, watchedVideos.videoId] })
      .returning({ id: watchedVideos.id });
    const isFirstSave = inserted.length > 0;
    const [row] = await tx
      .select()
      .from(watchedVideos)
      .where(and(eq(watchedVideos.userId, actor.id), eq(watchedVideos.videoId, videoId)))
      .for("update");
    if (!row) throw new NotFoundError("Video not found");

    const elapsedSeconds = isFirstSave ? null : (now.getTime() - row.lastWatchedAt.getTime()) / 1000;
    const from = data.playedFrom ?? (isFirstSave ? 0 : row.progress);
    const stretch = addStretch(
      row.playedRanges,
      Math.min(from, position),
      position,
      length,
      availableAllowance(row.playAllowance, elapsedSeconds),
    );

    const completes = row.completedAt === null && isComplete(stretch.covered, length);
    const isNewer = sentAt > row.progressSentAt;
    const [updated] = await tx
      .update(watchedVideos)
      .set({
        videoLength: length,
        playedRanges: stretch.ranges,
        secondsPlayed: stretch.covered,
        playAllowance: stretch.allowance,
        ...(isNewer ? { progress: position, progressSentAt: sentAt } : {}),
        ...(completes ? { completedAt: now } : {}),
        lastWatchedAt: now > row.lastWatchedAt ? now : row.lastWatchedAt,
        updatedAt: now,
      })
      .where(eq(watchedVideos.id, row.id))
      .returning();
    if (!updated) throw new NotFoundError("Video not found");

    if (stretch.added > 0) {
      await tx
        .insert(practiceDays)
        .values({ userId: actor.id, day: utcDay(now), seconds: stretch.added })
        .onConflictDoUpdate({
          target: [practiceDays.userId, practiceDays.day],
          set: { seconds: sql`${practiceDays.seconds} + excluded.seconds` },
        });
    }

    return {
      message: "Marked as watched",
      watchedVideo: { ...serializeWatched(updated), justCompleted: completes },
    };
  });
}
