import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { practiceDays, watchedVideos } from "@/lib/db/schema";
import { ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { requirePostgres } from "@/test/postgres";
import { insertVideo } from "@/test/videos";
import { recordProgress } from "./progress";

beforeEach(resetDb);

const T0 = new Date("2026-03-10T10:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

async function setup(duration = 600) {
  const student = actorFor(await createUser({ role: "user" }));
  const video = await insertVideo({ durationSeconds: duration });
  return { student, video };
}

async function stored(userId: string, videoId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(watchedVideos)
    .where(and(eq(watchedVideos.userId, userId), eq(watchedVideos.videoId, videoId)));
  return row!;
}

async function practice(userId: string) {
  const db = await getDb();
  const rows = await db.select().from(practiceDays).where(eq(practiceDays.userId, userId)).orderBy(practiceDays.day);
  return rows.map((r) => [r.day, r.seconds]);
}

/** Plays [from, to] at normal speed, ending at second `to` of the session, and saves. */
function play(
  actor: Parameters<typeof recordProgress>[0],
  videoId: string,
  from: number,
  to: number,
  opts: { end?: number; sentAt?: number; length?: number } = {},
) {
  const end = opts.end ?? to;
  return recordProgress(
    actor,
    videoId,
    { progress: to, videoLength: opts.length ?? 600, playedFrom: from, sentAt: opts.sentAt ?? at(end).getTime() },
    at(end),
  );
}

describe("recordProgress", () => {
  it("answers with the original shape plus completion, and stores the played range", async () => {
    const { student, video } = await setup();
    await play(student, video.id, 0, 0);
    const result = await play(student, video.id, 0, 30);
    expect(result.message).toBe("Marked as watched");
    expect(result.watchedVideo).toMatchObject({
      videoId: video.id,
      userId: student.id,
      progress: 30,
      videoLength: 600,
      watchedPercentage: 5,
      completed: false,
      justCompleted: false,
      lastWatchedAt: at(30).toISOString(),
    });
    expect(Object.keys(result.watchedVideo).sort()).toEqual(
      [
        "_id",
        "completed",
        "completedAt",
        "createdAt",
        "id",
        "justCompleted",
        "lastWatchedAt",
        "progress",
        "updatedAt",
        "userId",
        "videoId",
        "videoLength",
        "watchedPercentage",
      ].sort(),
    );
    const row = await stored(student.id, video.id);
    expect(row.playedRanges).toEqual([[0, 30]]);
    expect(row.secondsPlayed).toBe(30);
  });

  it("counts nothing for dragging the slider to the end", async () => {
    const { student, video } = await setup();
    await play(student, video.id, 0, 0);
    await play(student, video.id, 0, 20);
    // A client claiming it played from 20 to the end, two seconds later.
    const dragged = await recordProgress(
      student,
      video.id,
      { progress: 600, videoLength: 600, playedFrom: 20, sentAt: at(22).getTime() },
      at(22),
    );
    expect(dragged.watchedVideo).toMatchObject({ completed: false, justCompleted: false, watchedPercentage: 3, progress: 600 });
    // The same without playedFrom (an older client): the stretch from the saved position is implausible too.
    const legacy = await recordProgress(student, video.id, { progress: 600, videoLength: 600 }, at(24));
    expect(legacy.watchedVideo.completed).toBe(false);
    expect((await stored(student.id, video.id)).playedRanges).toEqual([[0, 20]]);
  });

  it("does not double count a replay, and completes at 90 % of real playback exactly once", async () => {
    const { student, video } = await setup(100);
    await play(student, video.id, 0, 0, { length: 100 });
    await play(student, video.id, 0, 30, { length: 100 });
    // Replay 0–30: still 30 seconds covered.
    const replay = await play(student, video.id, 0, 30, { length: 100, end: 60 });
    expect(replay.watchedVideo.watchedPercentage).toBe(30);
    await play(student, video.id, 30, 60, { length: 100, end: 90 });
    const at89 = await play(student, video.id, 60, 89, { length: 100, end: 119 });
    expect(at89.watchedVideo).toMatchObject({ watchedPercentage: 89, completed: false, justCompleted: false });
    const at90 = await play(student, video.id, 89, 90, { length: 100, end: 120 });
    expect(at90.watchedVideo).toMatchObject({
      watchedPercentage: 90,
      completed: true,
      justCompleted: true,
      completedAt: at(120).toISOString(),
    });
    const after = await play(student, video.id, 90, 95, { length: 100, end: 125 });
    expect(after.watchedVideo).toMatchObject({ completed: true, justCompleted: false, completedAt: at(120).toISOString() });
  });

  it("never undoes completion, even when a later save reports a longer video", async () => {
    const { student, video } = await setup(100);
    await play(student, video.id, 0, 0, { length: 100 });
    for (let t = 30; t <= 90; t += 30) await play(student, video.id, t - 30, t, { length: 100 });
    expect((await stored(student.id, video.id)).completedAt).not.toBeNull();
    // Seek back to the start and save: position moves back, completion stays.
    const back = await recordProgress(
      student,
      video.id,
      { progress: 0, videoLength: 104, playedFrom: 0, sentAt: at(200).getTime() },
      at(200),
    );
    expect(back.watchedVideo).toMatchObject({ progress: 0, completed: true, justCompleted: false, videoLength: 104 });
  });

  it("uses the stored duration when the player's length disagrees wildly", async () => {
    const { student, video } = await setup(600);
    await play(student, video.id, 0, 0, { length: 20 });
    // A player claiming the video lasts 20 seconds cannot complete a 600-second video with 20 seconds.
    const result = await play(student, video.id, 0, 20, { length: 20 });
    expect(result.watchedVideo).toMatchObject({ videoLength: 600, completed: false, watchedPercentage: 3 });
  });

  it("keeps the position monotonic in sentAt: stale and out-of-order saves never move it", async () => {
    const { student, video } = await setup();
    await play(student, video.id, 0, 0);
    await play(student, video.id, 0, 30);
    const newer = await play(student, video.id, 30, 60);
    expect(newer.watchedVideo.progress).toBe(60);
    // A save made at second 45 (position 45) that arrives after the one made at 60.
    const stale = await recordProgress(
      student,
      video.id,
      { progress: 45, videoLength: 600, playedFrom: 30, sentAt: at(45).getTime() },
      at(61),
    );
    expect(stale.watchedVideo.progress).toBe(60);
    // The same sentAt again does not move it either.
    const same = await recordProgress(
      student,
      video.id,
      { progress: 10, videoLength: 600, playedFrom: 10, sentAt: at(60).getTime() },
      at(62),
    );
    expect(same.watchedVideo.progress).toBe(60);
    // A newer save moves it, backwards too (a seek back).
    const seekBack = await recordProgress(
      student,
      video.id,
      { progress: 10, videoLength: 600, playedFrom: 10, sentAt: at(63).getTime() },
      at(63),
    );
    expect(seekBack.watchedVideo.progress).toBe(10);
  });

  it("counts the stretch before a seek even when the seek's own save overtakes it", async () => {
    const { student, video } = await setup();
    await play(student, video.id, 0, 0);
    await play(student, video.id, 0, 30);
    // Played 30–55, then sought to 200: the player sends [30, 55] and then [200, 200] a moment
    // later, and the second arrives first.
    await recordProgress(student, video.id, { progress: 200, videoLength: 600, playedFrom: 200, sentAt: at(55).getTime() + 5 }, at(55.05));
    const late = await recordProgress(
      student,
      video.id,
      { progress: 55, videoLength: 600, playedFrom: 30, sentAt: at(55).getTime() },
      at(55.1),
    );
    expect(late.watchedVideo.progress).toBe(200);
    expect((await stored(student.id, video.id)).playedRanges).toEqual([[0, 55]]);
    expect(await practice(student.id)).toEqual([["2026-03-10", 55]]);
  });

  it("credits playback at up to twice the normal speed, and no faster", async () => {
    const { student, video } = await setup();
    await play(student, video.id, 0, 0);
    // 2x: 60 seconds of video every 30 seconds, for five minutes.
    for (let s = 30; s <= 300; s += 30) await play(student, video.id, (s - 30) * 2, s * 2, { end: s });
    expect((await stored(student.id, video.id)).secondsPlayed).toBe(600);
    const other = await insertVideo({ durationSeconds: 600 });
    await play(student, other.id, 0, 0, { end: 400 });
    // 3x: 90 seconds every 30 seconds is more than real time allows; only the banked allowance is spent.
    let credited = 0;
    for (let s = 30; s <= 150; s += 30) {
      const saved = await play(student, other.id, (s - 30) * 3, s * 3, { end: 400 + s });
      credited = (await stored(student.id, other.id)).secondsPlayed;
      expect(saved.watchedVideo.completed).toBe(false);
    }
    expect(credited).toBeLessThan(450 / 2);
  });

  it("caps a client clock far in the future so it cannot freeze the position", async () => {
    const { student, video } = await setup();
    await recordProgress(
      student,
      video.id,
      { progress: 5, videoLength: 600, playedFrom: 0, sentAt: at(0).getTime() + 24 * 3600_000 },
      at(5),
    );
    const later = await recordProgress(student, video.id, { progress: 300, videoLength: 600, playedFrom: 300 }, at(5 + 10 * 60));
    expect(later.watchedVideo.progress).toBe(300);
  });

  it("loses no range under concurrent saves", async () => {
    await requirePostgres();
    const { student, video } = await setup();
    await play(student, video.id, 0, 0);
    await play(student, video.id, 0, 30);
    const stretches: [number, number][] = [
      [100, 104],
      [200, 204],
      [300, 304],
      [400, 404],
      [500, 504],
    ];
    await Promise.all(
      stretches.map(([from, to], i) =>
        recordProgress(student, video.id, { progress: to, videoLength: 600, playedFrom: from, sentAt: at(40).getTime() + i }, at(40)),
      ),
    );
    const row = await stored(student.id, video.id);
    expect(row.playedRanges).toEqual([[0, 30], ...stretches]);
    expect(row.secondsPlayed).toBe(50);
    expect(row.progress).toBe(504);
    expect(await practice(student.id)).toEqual([["2026-03-10", 50]]);
  });

  it("creates one row when the very first saves arrive together", async () => {
    await requirePostgres();
    const { student, video } = await setup();
    await Promise.all([0, 1, 2].map((i) => recordProgress(student, video.id, { progress: i, videoLength: 600, playedFrom: 0 }, at(i))));
    const db = await getDb();
    expect(await db.select().from(watchedVideos).where(eq(watchedVideos.userId, student.id))).toHaveLength(1);
  });

  it("adds newly covered seconds to the practice of the UTC day", async () => {
    const { student, video } = await setup();
    const late = new Date("2026-03-10T23:59:30.000Z");
    const next = (s: number) => new Date(late.getTime() + s * 1000);
    await recordProgress(student, video.id, { progress: 0, videoLength: 600, playedFrom: 0 }, late);
    await recordProgress(student, video.id, { progress: 20, videoLength: 600, playedFrom: 0 }, next(20));
    await recordProgress(student, video.id, { progress: 60, videoLength: 600, playedFrom: 20 }, next(60));
    // A replay adds no practice.
    await recordProgress(student, video.id, { progress: 60, videoLength: 600, playedFrom: 0 }, next(130));
    expect(await practice(student.id)).toEqual([
      ["2026-03-10", 20],
      ["2026-03-11", 40],
    ]);
  });

  it("validates the body", async () => {
    const { student, video } = await setup();
    const cases: [unknown, string][] = [
      [{}, "progress and videoLength are required"],
      [{ progress: 10 }, "progress and videoLength are required"],
      [{ progress: -1, videoLength: 600 }, "progress must be 0 or more"],
      [{ progress: "10", videoLength: 600 }, "progress must be a number of seconds"],
      [{ progress: 700, videoLength: 600 }, "progress cannot be beyond videoLength"],
      [{ progress: 10, videoLength: 600, playedFrom: 20 }, "playedFrom cannot be after progress"],
      [{ progress: 10, videoLength: 600, sentAt: 1.5 }, "sentAt must be a time in milliseconds"],
      [{ progress: 10, videoLength: 600, userId: student.id }, "Unexpected field: userId"],
    ];
    for (const [body, message] of cases) {
      const error = await rejection(recordProgress(student, video.id, body, at(0)));
      expect([body, error]).toEqual([body, expect.any(InvalidError)]);
      expect([body, error.message]).toEqual([body, message]);
    }
    // Within the tolerance of the player's length is fine.
    await expect(recordProgress(student, video.id, { progress: 601, videoLength: 600 }, at(0))).resolves.toBeDefined();
  });

  it("answers 404 for pending, rejected, deleted, unknown and malformed videos", async () => {
    const { student } = await setup();
    const pending = await insertVideo({ status: "pending" });
    const rejected = await insertVideo({ status: "rejected" });
    const deleted = await insertVideo({ deletedAt: new Date() });
    for (const id of [pending.id, rejected.id, deleted.id, crypto.randomUUID(), "nope"]) {
      await expect(recordProgress(student, id, { progress: 1, videoLength: 600 }, at(0))).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it("accepts any approved role, refuses guests and pending accounts", async () => {
    const video = await insertVideo();
    for (const role of ["user", "instructor", "school", "admin", "superadmin"] as const) {
      const actor = actorFor(await createUser({ role }));
      await expect(recordProgress(actor, video.id, { progress: 1, videoLength: 600 }, at(0))).resolves.toBeDefined();
    }
    await expect(recordProgress(null, video.id, { progress: 1, videoLength: 600 })).rejects.toBeInstanceOf(UnauthorizedError);
    const pending = actorFor(await createUser({ role: "user", status: "pending" }));
    await expect(recordProgress(pending, video.id, { progress: 1, videoLength: 600 })).rejects.toBeInstanceOf(ForbiddenError);
  });
});
