import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { uploads } from "@/lib/db/schema";
import { setStorageForTests } from "@/lib/storage";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { MemoryStorage, fileBytes } from "@/test/memory-storage";
import { createVideo } from "@/test/videos";
import { requestThumbnailUpload, requestVideoUpload } from "./upload";
import { deleteExpiredUploads } from "./upload-cleanup";

const storage = new MemoryStorage();
beforeAll(() => setStorageForTests(storage));
beforeEach(async () => {
  await resetDb();
  storage.clear();
});

const details = {
  courseName: "Morning Breath",
  courseContent: "Breathing",
  description: "A gentle start",
  durationSeconds: 60,
  video: { contentType: "video/mp4", size: 4096 },
  thumbnail: { contentType: "image/jpeg", size: 2048 },
};

async function expireAll(ago: string) {
  const db = await getDb();
  await db.update(uploads).set({ expiresAt: sql`now() - ${ago}::interval` });
}

describe("deleteExpiredUploads (the job videos.expired-uploads)", () => {
  it("deletes the objects and rows of uploads never confirmed, an hour after they expired; a second run finds nothing", async () => {
    const instructor = await createUser({ role: "instructor" });
    const actor = actorFor(instructor);
    const step = await requestVideoUpload(actor, details);
    storage.place(step.video.key, fileBytes("mp4", 4096));
    storage.place(step.thumbnail.key, fileBytes("jpeg", 2048));
    const thumbnailStep = await requestThumbnailUpload(actor, (await createVideo(instructor)).id, {
      thumbnail: { contentType: "image/png", size: 1000 },
    });
    storage.place(thumbnailStep.thumbnail.key, fileBytes("png", 1000));

    // Not yet expired, then expired but within the grace an upload begun just before expiry may need.
    expect(await deleteExpiredUploads(storage)).toEqual({ rows: 0, objects: 0 });
    await expireAll("30 minutes");
    expect(await deleteExpiredUploads(storage)).toEqual({ rows: 0, objects: 0 });
    expect(storage.objects.size).toBe(3);

    await expireAll("61 minutes");
    expect(await deleteExpiredUploads(storage)).toEqual({ rows: 2, objects: 3 });
    expect(storage.deleted.sort()).toEqual([step.video.key, step.thumbnail.key, thumbnailStep.thumbnail.key].sort());
    expect(storage.objects.size).toBe(0);
    expect(await countRows(uploads)).toBe(0);
    expect(await deleteExpiredUploads(storage)).toEqual({ rows: 0, objects: 0 });
  });

  it("keeps the row of an upload whose objects could not be deleted, for the next run", async () => {
    const actor = actorFor(await createUser({ role: "instructor" }));
    await requestVideoUpload(actor, details);
    await expireAll("2 hours");
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = vi.spyOn(storage, "delete").mockRejectedValueOnce(new Error("store down"));
    expect(await deleteExpiredUploads(storage)).toEqual({ rows: 1, objects: 0 });
    expect(await countRows(uploads)).toBe(1);
    failing.mockRestore();
    error.mockRestore();
    expect(await deleteExpiredUploads(storage)).toEqual({ rows: 1, objects: 2 });
    expect(await countRows(uploads)).toBe(0);
  });
});
