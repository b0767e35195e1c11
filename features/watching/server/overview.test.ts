import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { practiceDays, videos, videoSchoolTags } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { getRecommendedVideos, getStudentOverview } from "./overview";
import { recordProgress } from "./progress";

beforeEach(resetDb);

const NOW = new Date("2026-03-10T12:00:00.000Z");

async function practiceOn(userId: string, days: Record<string, number>) {
  const db = await getDb();
  await db.insert(practiceDays).values(Object.entries(days).map(([day, seconds]) => ({ userId, day, seconds })));
}

describe("getStudentOverview", () => {
  it("counts started and completed videos, minutes practised and continue watching", async () => {
    const student = actorFor(await createUser({ role: "user" }));
    const short = await insertVideo({ courseName: "Short", durationSeconds: 30 });
    const long = await insertVideo({ courseName: "Long" });
    const other = await insertVideo({ courseName: "Other" });
    const deleted = await insertVideo({ courseName: "Deleted" });
    const t = (s: number) => new Date(NOW.getTime() - 3600_000 + s * 1000);
    // Completes "Short" (30 s), starts "Long" and "Other" and "Deleted".
    await recordProgress(student, short.id, { progress: 30, videoLength: 30, playedFrom: 0 }, t(0));
    await recordProgress(student, long.id, { progress: 0, videoLength: 600 }, t(100));
    // The player saves every 30 seconds while playing.
    for (const s of [30, 60, 90]) await recordProgress(student, long.id, { progress: s, videoLength: 600, playedFrom: s - 30 }, t(100 + s));
    await recordProgress(student, deleted.id, { progress: 20, videoLength: 600, playedFrom: 0 }, t(300));
    await recordProgress(student, other.id, { progress: 10, videoLength: 600, playedFrom: 0 }, t(400));
    const db = await getDb();
    await db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, deleted.id));

    const overview = await getStudentOverview(student, NOW);
    expect(overview).toMatchObject({
      videosStarted: 3,
      videosCompleted: 1,
      minutesPractised: 2, // 30 + 90 + 20 + 10 = 150 seconds
      currentStreakDays: 1,
      longestStreakDays: 1,
    });
    expect(overview.continueWatching.map((c) => [c.video.courseName, c.progress, c.watchedPercentage])).toEqual([
      ["Other", 10, 2],
      ["Long", 90, 15],
    ]);
  });

  it("limits continue watching to six and leaves out videos no longer approved", async () => {
    const student = actorFor(await createUser({ role: "user" }));
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const v = await insertVideo();
      ids.push(v.id);
      await recordProgress(student, v.id, { progress: 5, videoLength: 600, playedFrom: 0 }, new Date(NOW.getTime() - (100 - i) * 1000));
    }
    const db = await getDb();
    await db.update(videos).set({ status: "pending" }).where(eq(videos.id, ids[7]!));
    const overview = await getStudentOverview(student, NOW);
    expect(overview.continueWatching.map((c) => c.video._id)).toEqual(ids.slice(1, 7).reverse());
    expect(overview.videosStarted).toBe(8);
  });

  it("counts the current streak ending today or yesterday, and the longest", async () => {
    const student = actorFor(await createUser({ role: "user" }));
    await practiceOn(student.id, {
      "2026-02-01": 60,
      "2026-02-02": 60,
      "2026-02-03": 60,
      "2026-02-04": 60, // 4 days
      "2026-03-07": 60,
      "2026-03-08": 0, // a day with no seconds does not count
      "2026-03-09": 60,
      "2026-03-10": 60,
    });
    let o = await getStudentOverview(student, NOW);
    expect([o.currentStreakDays, o.longestStreakDays, o.minutesPractised]).toEqual([2, 4, 7]);
    // Yesterday still counts (today's practice may come later)…
    o = await getStudentOverview(student, new Date("2026-03-11T23:59:59.000Z"));
    expect(o.currentStreakDays).toBe(2);
    // …the day after, the streak is broken.
    o = await getStudentOverview(student, new Date("2026-03-12T00:00:00.000Z"));
    expect(o.currentStreakDays).toBe(0);
    expect(o.longestStreakDays).toBe(4);
  });

  it("is all zeros for a newcomer and private to each account", async () => {
    const student = actorFor(await createUser({ role: "user" }));
    const other = await createUser({ role: "user" });
    await practiceOn(other.id, { "2026-03-10": 600 });
    expect(await getStudentOverview(student, NOW)).toEqual({
      videosStarted: 0,
      videosCompleted: 0,
      minutesPractised: 0,
      currentStreakDays: 0,
      longestStreakDays: 0,
      continueWatching: [],
    });
    await expect(getStudentOverview(null)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(getStudentOverview(actorFor(await createUser({ role: "user", status: "pending" })))).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });
});

describe("getRecommendedVideos", () => {
  it("lists recommended videos by rank (unranked last, then newest), then the school's class-tagged videos, once each", async () => {
    const school = await createUser({ role: "school" });
    const otherSchool = await createUser({ role: "school" });
    const student = actorFor(await createUser({ role: "user", schoolId: school.id }));
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    const r2 = await insertVideo({ courseName: "R rank 2", tags: ["recommended"], rank: 2, createdAt: day(1), durationSeconds: 30 });
    const r1 = await insertVideo({ courseName: "R rank 1", tags: ["calm", "recommended"], rank: 1, createdAt: day(2) });
    const rOld = await insertVideo({ courseName: "R unranked old", tags: ["recommended"], createdAt: day(3) });
    const rNew = await insertVideo({ courseName: "R unranked new", tags: ["recommended"], createdAt: day(4) });
    await insertVideo({ courseName: "R pending", tags: ["recommended"], status: "pending" });
    await insertVideo({ courseName: "R deleted", tags: ["recommended"], deletedAt: new Date() });
    const tagged = await insertVideo({ courseName: "School tagged", rank: 5 });
    const both = r2; // tagged by the school and recommended: listed once, as recommended
    const untaggedRow = await insertVideo({ courseName: "Empty tag row" });
    const theirs = await insertVideo({ courseName: "Other school's" });
    await insertVideo({ courseName: "Plain" });
    const db = await getDb();
    await db.insert(videoSchoolTags).values([
      { videoId: tagged.id, schoolId: school.id, tags: ["Class 3", "Class 4"] },
      { videoId: both.id, schoolId: school.id, tags: ["Class 1"] },
      { videoId: untaggedRow.id, schoolId: school.id, tags: [] },
      { videoId: theirs.id, schoolId: otherSchool.id, tags: ["Class 2"] },
    ]);

    const list = await getRecommendedVideos(student);
    expect(list.map((v) => [v.courseName, v.reason])).toEqual([
      [r1.courseName, "recommended"],
      [r2.courseName, "recommended"],
      [rNew.courseName, "recommended"],
      [rOld.courseName, "recommended"],
      ["School tagged", "school"],
    ]);
    expect(list.at(-1)?.schoolClasses).toEqual(["Class 3", "Class 4"]);
    expect(list.map((v) => v.watched)).toEqual([null, null, null, null, null]);

    // The student's own progress rides on each card: part-watched, and completed.
    await recordProgress(student, r1.id, { progress: 150, videoLength: 600, playedFrom: 120 }, NOW);
    await recordProgress(student, r2.id, { progress: 0, videoLength: 30 }, NOW);
    await recordProgress(student, r2.id, { progress: 30, videoLength: 30, playedFrom: 0 }, new Date(NOW.getTime() + 31_000));
    const other = actorFor(await createUser({ role: "user", schoolId: school.id }));
    await recordProgress(other, rNew.id, { progress: 90, videoLength: 600, playedFrom: 60 }, NOW);
    const withProgress = await getRecommendedVideos(student);
    expect(withProgress.map((v) => v.watched)).toEqual([
      { progress: 150, videoLength: 600, completed: false },
      { progress: 30, videoLength: 30, completed: true },
      null,
      null,
      null,
    ]);

    // A student without a school gets the recommended videos only.
    const loner = actorFor(await createUser({ role: "user" }));
    expect((await getRecommendedVideos(loner)).map((v) => v.reason)).toEqual(["recommended", "recommended", "recommended", "recommended"]);
  });
});
