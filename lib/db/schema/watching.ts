import { bigint, date, doublePrecision, index, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";
import { videos } from "./videos";

/**
 * Seconds are double precision, never `real`: every finite number the progress schema accepts
 * must fit (a `real` column refused 1e-46 with an underflow error, a 500).
 *
 * One row per (user, video): the last position, the merged ranges actually played (seconds,
 * sorted, non-overlapping), and when the played ranges first covered 90 % of the video.
 */
export const watchedVideos = pgTable(
  "watched_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    videoId: uuid("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    /** Last saved playback position in seconds. */
    progress: doublePrecision("progress").notNull().default(0),
    /** The video's length in seconds as the player reported it. */
    videoLength: doublePrecision("video_length").notNull(),
    playedRanges: jsonb("played_ranges").$type<[number, number][]>().notNull().default([]),
    /** Total seconds covered by playedRanges. */
    secondsPlayed: doublePrecision("seconds_played").notNull().default(0),
    /** Seconds of playback the next save may still report (lib/server/watched/ranges.ts availableAllowance). */
    playAllowance: doublePrecision("play_allowance").notNull().default(0),
    /** The client's clock (ms) of the save that set `progress`: older saves never move it. */
    progressSentAt: bigint("progress_sent_at", { mode: "number" }).notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    lastWatchedAt: timestamp("last_watched_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("watched_videos_user_video_key").on(t.userId, t.videoId),
    index("watched_videos_user_recent_idx").on(t.userId, t.lastWatchedAt),
    index("watched_videos_video_idx").on(t.videoId),
  ],
);

/** Seconds of new playback per user and calendar day (UTC): minutes practised and the streak. */
export const practiceDays = pgTable(
  "practice_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    seconds: doublePrecision("seconds").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export type WatchedVideoRow = typeof watchedVideos.$inferSelect;
