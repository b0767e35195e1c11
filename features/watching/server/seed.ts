import { eq } from "drizzle-orm";
import { DEMO_VIDEOS, demoVideoIds } from "@/features/videos";
import type { Tx } from "@/lib/db/client";
import { practiceDays, users, watchedVideos } from "@/lib/db/schema";
import { utcDay } from "./progress";
import { coveredSeconds, isComplete, mergeRanges } from "./ranges";

/** The demo student of features/accounts/server/seed.ts. */
const STUDENT_EMAIL = "student@demo.test";
const DAY_MS = 24 * 3600 * 1000;

type DemoWatcher = {
  email: string;
  /** Demo video index, the part of it played (1: through), and how long ago. */
  watched: { video: number; part: number; agoMs: number }[];
  /** Seconds of practice, by days ago (0: today). */
  practice: Record<number, number>;
};

/**
 * The demo student: the first demo video completed (played through), the second half-watched (so
 * it shows under Continue watching), and three practice days in a row ending today (re-watching
 * counts, so the days add up to a few minutes and a streak of three). Their classmates at the
 * demo school practise more or less (the school's Students tab): Noah most days this week, Aisha
 * earlier this term only, Ben once, weeks ago.
 */
const DEMO_WATCHERS: DemoWatcher[] = [
  {
    email: STUDENT_EMAIL,
    watched: [
      { video: 0, part: 1, agoMs: DAY_MS },
      { video: 1, part: 0.5, agoMs: 3600_000 },
    ],
    practice: { 0: 95, 1: 70, 2: 48 },
  },
  {
    email: "noah.student@demo.test",
    watched: [
      { video: 0, part: 1, agoMs: 5 * DAY_MS },
      { video: 1, part: 1, agoMs: 2 * DAY_MS },
      { video: 2, part: 1, agoMs: 2 * 3600_000 },
    ],
    practice: { 0: 240, 1: 300, 2: 180, 4: 420, 5: 360, 9: 300, 16: 240, 30: 600 },
  },
  {
    email: "aisha.student@demo.test",
    watched: [{ video: 2, part: 1, agoMs: 12 * DAY_MS }],
    practice: { 12: 540, 19: 300, 26: 420, 40: 360 },
  },
  {
    email: "ben.student@demo.test",
    watched: [{ video: 0, part: 0.4, agoMs: 45 * DAY_MS }],
    practice: { 45: 130 },
  },
];

/** The demo student's and their classmates' watching and practice days. */
export async function seedDemoWatching(tx: Tx, now: Date = new Date()): Promise<void> {
  const ids = await demoVideoIds(tx);
  for (const watcher of DEMO_WATCHERS) {
    const [student] = await tx.select({ id: users.id }).from(users).where(eq(users.email, watcher.email));
    if (!student) continue;
    const rows = watcher.watched.flatMap(({ video, part, agoMs }) => {
      const demo = DEMO_VIDEOS[video]!;
      const videoId = ids.get(demo.courseName);
      if (!videoId) return [];
      const length = demo.durationSeconds;
      const at = now.getTime() - agoMs;
      const ranges = mergeRanges([[0, length * part]], length);
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
    if (rows.length === 0) continue;
    await tx.insert(watchedVideos).values(rows).onConflictDoNothing();
    await tx
      .insert(practiceDays)
      .values(
        Object.entries(watcher.practice).map(([daysAgo, seconds]) => ({
          userId: student.id,
          day: utcDay(new Date(now.getTime() - Number(daysAgo) * DAY_MS)),
          seconds,
        })),
      )
      .onConflictDoNothing();
  }
}
