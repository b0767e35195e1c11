import { beforeEach, describe, expect, it } from "vitest";
import { newObjectKey } from "@/lib/storage/keys";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, resetDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { listMyWatchedVideos, listRecentlyWatched, listVideoViewers } from "./history";
import { recordProgress } from "./progress";

beforeEach(resetDb);

const T0 = new Date("2026-03-10T10:00:00.000Z");
const at = (s: number) => new Date(T0.getTime() + s * 1000);

type A = Parameters<typeof recordProgress>[0];
/** Starts the video at `start` and plays `seconds` of it. */
async function watch(actor: A, videoId: string, start: number, seconds = 30, length = 600) {
  await recordProgress(actor, videoId, { progress: 0, videoLength: length, playedFrom: 0 }, at(start));
  await recordProgress(actor, videoId, { progress: seconds, videoLength: length, playedFrom: 0 }, at(start + seconds));
}

describe("listMyWatchedVideos and listRecentlyWatched", () => {
  it("lists the caller's own videos newest first, populated, skipping deleted videos", async () => {
    const student = actorFor(await createUser({ role: "user" }));
    const other = actorFor(await createUser({ role: "user" }));
    const a = await insertVideo({
      courseName: "Breathing",
      thumbnailKey: newObjectKey("thumbnail", "jpg"),
      thumbnailType: "image/jpeg",
      durationSeconds: 120,
    });
    const b = await insertVideo({ courseName: "Body scan" });
    const gone = await insertVideo({ courseName: "Gone" });
    await watch(student, a.id, 0, 30, 120);
    await watch(student, gone.id, 100);
    await watch(student, b.id, 200);
    await watch(other, a.id, 300);
    const { db } = { db: await (await import("@/test/db")).getDb() };
    const { videos } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, gone.id));

    const list = await listMyWatchedVideos(student);
    expect(list.map((w) => w.videoId.courseName)).toEqual(["Body scan", "Breathing"]);
    expect(list[1]).toEqual({
      _id: expect.any(String),
      id: expect.any(String),
      videoId: {
        _id: a.id,
        id: a.id,
        courseName: "Breathing",
        title: "Breathing",
        description: a.description,
        thumbnailUrl: expect.stringContaining(encodeURIComponent(a.thumbnailKey!)),
        durationSeconds: 120,
      },
      progress: 30,
      videoLength: 120,
      watchedPercentage: 25,
      completed: false,
      lastWatchedAt: at(30).toISOString(),
      createdAt: at(0).toISOString(),
    });
    expect((await listRecentlyWatched(student)).map((w) => w.videoId._id)).toEqual([b.id, a.id]);

    // Edited by its instructor, a video is back in review: its new title and thumbnail are not
    // shown until staff approve it again, and a rejected one not at all.
    await db.update(videos).set({ status: "pending", courseName: "Breathing, revised" }).where(eq(videos.id, b.id));
    await db.update(videos).set({ status: "rejected" }).where(eq(videos.id, a.id));
    expect(await listMyWatchedVideos(student)).toEqual([]);
    expect(await listRecentlyWatched(student)).toEqual([]);
    await db.update(videos).set({ status: "approved" }).where(eq(videos.id, b.id));
    expect((await listMyWatchedVideos(student)).map((w) => w.videoId.courseName)).toEqual(["Breathing, revised"]);
  });

  it("limits recent to ten", async () => {
    const student = actorFor(await createUser({ role: "user" }));
    for (let i = 0; i < 12; i++) await watch(student, (await insertVideo()).id, i * 100);
    expect(await listRecentlyWatched(student)).toHaveLength(10);
    expect(await listMyWatchedVideos(student)).toHaveLength(12);
  });

  it("needs an approved account", async () => {
    await expect(listMyWatchedVideos(null)).rejects.toBeInstanceOf(UnauthorizedError);
    const pending = actorFor(await createUser({ role: "user", status: "pending" }));
    await expect(listRecentlyWatched(pending)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("listVideoViewers", () => {
  it("shows staff every viewer with e-mail, the video's instructor names only", async () => {
    const instructor = await createUser({ role: "instructor" });
    const video = await insertVideo({ uploadedBy: instructor.id });
    const s1 = await createUser({ role: "user", name: "First" });
    const s2 = await createUser({ role: "user", name: "Second" });
    await watch(actorFor(s1), video.id, 0);
    await watch(actorFor(s2), video.id, 100, 60);

    const admin = actorFor(await createUser({ role: "admin" }));
    const forStaff = await listVideoViewers(admin, video.id);
    expect(forStaff).toEqual([
      {
        user: { _id: s2.id, name: "Second", email: s2.email },
        progress: 60,
        watchedPercentage: 10,
        completed: false,
        lastWatchedAt: at(160).toISOString(),
      },
      {
        user: { _id: s1.id, name: "First", email: s1.email },
        progress: 30,
        watchedPercentage: 5,
        completed: false,
        lastWatchedAt: at(30).toISOString(),
      },
    ]);
    const forOwner = await listVideoViewers(actorFor(instructor), video.id);
    expect(forOwner.map((v) => v.user)).toEqual([
      { _id: s2.id, name: "Second" },
      { _id: s1.id, name: "First" },
    ]);
    expect(await listVideoViewers(admin, (await insertVideo()).id)).toEqual([]);
  });

  it("refuses another instructor's video, students and schools; 404 for unknown or deleted videos", async () => {
    const video = await insertVideo({ uploadedBy: (await createUser({ role: "instructor" })).id });
    const otherInstructor = actorFor(await createUser({ role: "instructor" }));
    await expect(listVideoViewers(otherInstructor, video.id)).rejects.toBeInstanceOf(ForbiddenError);
    for (const role of ["user", "school"] as const) {
      await expect(listVideoViewers(actorFor(await createUser({ role })), video.id)).rejects.toBeInstanceOf(ForbiddenError);
    }
    const admin = actorFor(await createUser({ role: "admin" }));
    const deleted = await insertVideo({ deletedAt: new Date() });
    for (const id of [deleted.id, crypto.randomUUID(), "x"]) {
      await expect(listVideoViewers(admin, id)).rejects.toBeInstanceOf(NotFoundError);
    }
    const limited = actorFor(await createUser({ role: "admin", allowedTabs: ["approval-requests"] }));
    await expect(listVideoViewers(limited, video.id)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
