import "server-only";
import { eq } from "drizzle-orm";
import { DEMO_VIDEOS, demoVideoIds } from "@/features/videos";
import type { Tx } from "@/lib/db/client";
import { practiceDays, users, watchedVideos } from "@/lib/db/schema";
import { utcDay } from "./progress";
import { coveredSeconds, isComplete, mergeRanges } from "./ranges";

/** The demo student of features/accounts/server/seed.ts. */
const STUDENT_EMAIL = "student@demo.test";
const DAY_MS = 24 * 3600 * 1000;

/**
 * The demo student's watching: the first demo video completed (played through), the second
 * half-watched (so it shows under Continue watching), and three practice days in a row ending
 * today (re-watching counts, so the days add up to a few minutes and a streak of three).
 */
export async function seedDemoWatching(tx: Tx, now: Date = new Date()): Promise<void> {
  const [student] = await tx.select({ id: users.id }).from(users).where(eq(users.email, STUDENT_EMAIL));
  if (!student) return;
  const ids = await demoVideoIds(tx);
  const watched = [
    { demo: DEMO_VIDEOS[0]!, played: [[0, DEMO_VIDEOS[0]!.durationSeconds]] as [number, number][], at: now.getTime() - DAY_MS },
    { demo: DEMO_VIDEOS[1]!, played: [[0, DEMO_VIDEOS[1]!.durationSeconds / 2]] as [number, number][], at: now.getTime() - 3600_000 },
  ];
  const rows = watched.flatMap(({ demo, played, at }) => {
    const videoId = ids.get(demo.courseName);
    if (!videoId) return [];
    const length = demo.durationSeconds;
    const ranges = mergeRanges(played, length);
    const seconds = coveredSeconds(ranges);
    const when = new Date(at);
    return [
      {
        userId: student.id,
        videoId,
        progress: ranges.at(-1)![1],
        videoLength: length,
        playedRanges: ranges,
        secondsPlayed: seconds,
        progressSentAt: at,
        completedAt: isComplete(seconds, length) ? when : null,
        lastWatchedAt: when,
        createdAt: when,
        updatedAt: when,
      },
    ];
  });
  if (rows.length === 0) return;
  await tx.insert(watchedVideos).values(rows).onConflictDoNothing();
  await tx
    .insert(practiceDays)
    .values(
      [95, 70, 48].map((seconds, daysAgo) => ({ userId: student.id, day: utcDay(new Date(now.getTime() - daysAgo * DAY_MS)), seconds })),
    )
    .onConflictDoNothing();
}
