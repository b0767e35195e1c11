import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { practiceDays, videos, watchedVideos } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { utcDay } from "./progress";
import { watchedPercentage } from "./ranges";
import { summaryColumns, videoSummary } from "./video-summary";

export const CONTINUE_WATCHING_LIMIT = 6;
export const RECOMMENDED_LIMIT = 30;

/** Consecutive-day runs of practice: the current one (ending today or yesterday, UTC) and the longest. */
async function streaks(userId: string, now: Date) {
  const db = await getDb();
  // Gaps and islands: within a run of consecutive days, day - row_number() is constant.
  const result = await db.execute(sql`
    select max(day)::text as last_day, count(*)::int as days
    from (
      select ${practiceDays.day} as day, ${practiceDays.day} - (row_number() over (order by ${practiceDays.day}))::int as grp
      from ${practiceDays}
      where ${practiceDays.userId} = ${userId} and ${practiceDays.seconds} > 0
    ) as d
    group by grp`);
  const runs = rowsOf<{ last_day: string; days: number }>(result).map((r) => ({ lastDay: r.last_day, days: Number(r.days) }));
  const today = utcDay(now);
  const yesterday = utcDay(new Date(now.getTime() - 86_400_000));
  const current = runs.find((r) => r.lastDay === today || r.lastDay === yesterday)?.days ?? 0;
  const longest = runs.reduce((max, r) => Math.max(max, r.days), 0);
  return { current, longest };
}

/**
 * The student dashboard's Overview: videos started and completed, minutes practised (new
 * playback summed over practice days), the current streak of days with practice ending today or
 * yesterday (UTC), the longest streak, and up to six started, unfinished videos to continue.
 */
export async function getStudentOverview(actor: Actor | null, now: Date = new Date()) {
  assertCan(actor, "watched.readOwn");
  const db = await getDb();
  const live = and(eq(watchedVideos.userId, actor.id), isNull(videos.deletedAt));
  const [counts] = await db
    .select({
      started: count(),
      completed: sql<number>`count(${watchedVideos.completedAt})::int`,
    })
    .from(watchedVideos)
    .innerJoin(videos, eq(videos.id, watchedVideos.videoId))
    .where(live);
  const [practice] = await db
    .select({ seconds: sql<number>`coalesce(sum(${practiceDays.seconds}), 0)::float8` })
    .from(practiceDays)
    .where(eq(practiceDays.userId, actor.id));
  const continueRows = await db
    .select({
      w: watchedVideos,
      v: summaryColumns,
    })
    .from(watchedVideos)
    .innerJoin(videos, eq(videos.id, watchedVideos.videoId))
    .where(and(live, isNull(watchedVideos.completedAt), eq(videos.status, "approved")))
    .orderBy(desc(watchedVideos.lastWatchedAt), desc(watchedVideos.id))
    .limit(CONTINUE_WATCHING_LIMIT);
  const streak = await streaks(actor.id, now);
  return {
    videosStarted: counts?.started ?? 0,
    videosCompleted: counts?.completed ?? 0,
    minutesPractised: Math.floor((practice?.seconds ?? 0) / 60),
    currentStreakDays: streak.current,
    longestStreakDays: streak.longest,
    continueWatching: await Promise.all(
      continueRows.map(async ({ w, v }) => ({
        video: await videoSummary(v),
        progress: w.progress,
        videoLength: w.videoLength,
        watchedPercentage: watchedPercentage(w.secondsPlayed, w.videoLength),
        lastWatchedAt: w.lastWatchedAt.toISOString(),
      })),
    ),
  };
}

/**
 * The Recommended tab: approved videos tagged `recommended` (rank ascending, unranked last, then
 * newest), then approved videos the student's school tagged with any class, each video once.
 */
export async function getRecommendedVideos(actor: Actor | null) {
  assertCan(actor, "watched.readOwn");
  const db = await getDb();
  const isRecommended = sql<boolean>`'recommended' = any(${videos.tags})`;
  // Spelled out: inside a selected expression Drizzle leaves columns unqualified, and a bare
  // "id" would name the subquery's own column.
  const schoolClasses = sql`(
    select to_jsonb(st.tags) from video_school_tags st
    where st.video_id = "videos"."id" and cardinality(st.tags) > 0
      and st.school_id = (select u.school_id from users u where u.id = ${actor.id})
  )`.mapWith((v: unknown) => (Array.isArray(v) ? v.map(String) : null));
  const rows = await db
    .select({
      ...summaryColumns,
      rank: videos.rank,
      recommended: isRecommended,
      classes: schoolClasses,
      // The student's own place in it, to show on the card (none: not started).
      progress: watchedVideos.progress,
      videoLength: watchedVideos.videoLength,
      completedAt: watchedVideos.completedAt,
    })
    .from(videos)
    .leftJoin(watchedVideos, and(eq(watchedVideos.videoId, videos.id), eq(watchedVideos.userId, actor.id)))
    .where(and(eq(videos.status, "approved"), isNull(videos.deletedAt), sql`(${isRecommended} or ${schoolClasses} is not null)`))
    .orderBy(sql`case when ${isRecommended} then 0 else 1 end`, sql`${videos.rank} asc nulls last`, desc(videos.createdAt), desc(videos.id))
    .limit(RECOMMENDED_LIMIT);
  return Promise.all(
    rows.map(async (r) => ({
      ...(await videoSummary(r)),
      rank: r.rank,
      reason: r.recommended ? ("recommended" as const) : ("school" as const),
      schoolClasses: r.classes ?? [],
      watched: r.videoLength === null ? null : { progress: r.progress ?? 0, videoLength: r.videoLength, completed: r.completedAt !== null },
    })),
  );
}
