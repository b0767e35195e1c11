import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploads, videos } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import { actorFor, countRows, createUser, getDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { fileBytes } from "@/test/memory-storage";
import { requirePostgres } from "@/test/postgres";
import { setUpMemoryStorage } from "@/test/storage";
import { confirmVideoUpload, requestVideoUpload } from "./upload";
import { deleteExpiredUploads } from "@/lib/uploads";

// PGlite runs one transaction at a time: these races need the real PostgreSQL (DESIGN.md 8).
await requirePostgres();

const ROUNDS = 5;
const storage = setUpMemoryStorage();

async function uploaded(actor: ReturnType<typeof actorFor>) {
  const video = fileBytes("mp4", 4096);
  const thumbnail = fileBytes("jpeg", 2048);
  const step = await requestVideoUpload(actor, {
    courseName: "Morning Breath",
    courseContent: "Breathing",
    description: "A gentle start",
    durationSeconds: 60,
    video: { contentType: "video/mp4", size: video.length },
    thumbnail: { contentType: "image/jpeg", size: thumbnail.length },
  });
  storage.place(step.video.key, video);
  storage.place(step.thumbnail.key, thumbnail);
  return step;
}

describe("the same upload confirmed twice at once", () => {
  it("creates one video; the other confirm gets 409; both objects stay", async () => {
    const actor = actorFor(await createUser({ role: "instructor" }));
    for (let round = 0; round < ROUNDS; round++) {
      const step = await uploaded(actor);
      const results = await Promise.allSettled([
        confirmVideoUpload(actor, { uploadToken: step.uploadToken }),
        confirmVideoUpload(actor, { uploadToken: step.uploadToken }),
      ]);
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
      expect(failures, String(failures)).toHaveLength(1);
      expect(failures[0]).toBeInstanceOf(ConflictError);
      expect(storage.deleted).toEqual([]);
      expect(storage.objects.has(step.video.key) && storage.objects.has(step.thumbnail.key)).toBe(true);
      const db = await getDb();
      expect(await db.select({ id: videos.id }).from(videos).where(eq(videos.videoKey, step.video.key))).toHaveLength(1);
    }
    expect(await countRows(videos)).toBe(ROUNDS);
  });
});

describe("uploads.expired on several instances at once", () => {
  it("deletes each expired unconfirmed upload's objects and row exactly once, and leaves confirmed ones' objects", async () => {
    const actor = actorFor(await createUser({ role: "instructor" }));
    const abandoned = await Promise.all(Array.from({ length: 6 }, () => uploaded(actor)));
    const confirmed = await uploaded(actor);
    await confirmVideoUpload(actor, { uploadToken: confirmed.uploadToken });
    const db = await getDb();
    await db.update(uploads).set({ expiresAt: sql`now() - interval '2 hours'` });

    const runs = await Promise.all([deleteExpiredUploads(), deleteExpiredUploads(), deleteExpiredUploads()]);
    expect(runs.reduce((sum, run) => sum + run.rows, 0)).toBe(7);
    expect(runs.reduce((sum, run) => sum + run.objects, 0)).toBe(12);
    await deliverOutbox();
    const abandonedKeys = abandoned.flatMap((step) => [step.video.key, step.thumbnail.key]);
    expect(storage.deleted.sort()).toEqual(abandonedKeys.sort());
    expect([...storage.objects.keys()].sort()).toEqual([confirmed.video.key, confirmed.thumbnail.key].sort());
    expect(await countRows(uploads)).toBe(0);
    expect(await countRows(videos)).toBe(1);
  });
});
