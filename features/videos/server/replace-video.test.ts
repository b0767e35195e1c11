import { describe, expect, it } from "vitest";
import { uploads, videos } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError } from "@/lib/errors";
import { actorFor, countRows, createUser, getDb, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { fileBytes } from "@/test/memory-storage";
import { mediaFixture } from "@/test/media";
import { requirePostgres } from "@/test/postgres";
import { setUpMemoryStorage } from "@/test/storage";
import { allowVideosOfAtMost, createVideo } from "@/test/videos";
import type { Actor } from "@/lib/session/actor-type";
import { requestThumbnailUpload, requestVideoFileUpload } from "./upload";
import { updateVideo } from "./videos";

// Two edits at once need the real PostgreSQL (PGlite runs one transaction at a time).
await requirePostgres();

const storage = setUpMemoryStorage();
const stored = (id: string) => rowById(videos, id);

/** Step one for a new file of `video` and the browser's PUT of `bytes` to the target. */
async function uploadReplacement(actor: Actor, videoId: string, bytes: Uint8Array = fileBytes("mp4", 4096), claimed = 20) {
  const step = await requestVideoFileUpload(actor, videoId, {
    video: { contentType: "video/mp4", size: bytes.length },
    durationSeconds: claimed,
  });
  storage.place(step.video.key, bytes);
  return step;
}

async function uploadStatuses() {
  const db = await getDb();
  return (await db.select({ status: uploads.status }).from(uploads)).map((row) => row.status).sort();
}

describe("replacing the video file on Edit (POST video/{id}/file, then PUT video/updateVideo/{id})", () => {
  it("swaps in the checked file with its own length, sends a rejected video back to review, and deletes the old file once it commits", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    const video = await createVideo(teacher, { status: "rejected", rejectionReason: "The sound is missing", durationSeconds: 300 });
    const step = await uploadReplacement(me, video.id);
    // Until the edit commits, the video is as it was: the reason still shows.
    expect(await stored(video.id)).toMatchObject({ status: "rejected", rejectionReason: "The sound is missing", videoKey: video.videoKey });

    const { updatedVideo } = await updateVideo(me, video.id, {
      videoUploadToken: step.uploadToken,
      updatedAt: video.updatedAt.toISOString(),
    });
    expect(updatedVideo).toMatchObject({ status: "pending", rejectionReason: null });
    // clip.mp4's own header says 1 s, whatever the browser claimed.
    expect(await stored(video.id)).toMatchObject({ videoKey: step.video.key, videoType: "video/mp4", videoSize: 4096, durationSeconds: 1 });
    expect(await uploadStatuses()).toEqual(["confirmed"]);
    // The old file goes after the commit, through the outbox; the new one stays.
    expect(storage.deleted).toEqual([]);
    await deliverOutbox();
    expect(storage.deleted).toEqual([video.videoKey]);
    expect(storage.objects.has(step.video.key)).toBe(true);
  });

  it("replaces the file and the thumbnail in one edit", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    const video = await createVideo(teacher);
    const file = await uploadReplacement(me, video.id);
    const image = await requestThumbnailUpload(me, video.id, { thumbnail: { contentType: "image/png", size: 1000 } });
    storage.place(image.thumbnail.key, fileBytes("png", 1000));
    await updateVideo(me, video.id, { videoUploadToken: file.uploadToken, thumbnailUploadToken: image.uploadToken, courseName: "Renewed" });
    expect(await stored(video.id)).toMatchObject({ courseName: "Renewed", videoKey: file.video.key, thumbnailKey: image.thumbnail.key });
    await deliverOutbox();
    expect(storage.deleted.sort()).toEqual([video.videoKey, video.thumbnailKey].sort());
  });

  it("checks the file as an upload: its real type, its declared size and the video settings' maximum length; a refused file is deleted and nothing changes", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    const video = await createVideo(teacher, { status: "rejected", rejectionReason: "Too quiet" });
    const unchanged = { videoKey: video.videoKey, status: "rejected", rejectionReason: "Too quiet" };

    const text = await uploadReplacement(me, video.id, fileBytes("text", 4096));
    const wrongType = await rejection(updateVideo(me, video.id, { videoUploadToken: text.uploadToken }));
    expect(wrongType).toBeInstanceOf(InvalidError);
    expect(wrongType.fields).toEqual({ video: "The video file is not an MP4, WebM or QuickTime video that can be played" });
    expect(storage.deleted).toEqual([text.video.key]);
    expect(await stored(video.id)).toMatchObject(unchanged);

    const short = await requestVideoFileUpload(me, video.id, { video: { contentType: "video/mp4", size: 5000 }, durationSeconds: 20 });
    storage.place(short.video.key, fileBytes("mp4", 4000));
    await expect(updateVideo(me, video.id, { videoUploadToken: short.uploadToken })).rejects.toBeInstanceOf(InvalidError);
    expect(storage.objects.has(short.video.key)).toBe(false);

    await allowVideosOfAtMost(60);
    // Claimed too long: refused at step one, nothing to upload.
    const claimed = await rejection(
      requestVideoFileUpload(me, video.id, { video: { contentType: "video/mp4", size: 4096 }, durationSeconds: 90 }),
    );
    expect(claimed.message).toBe("This video is 1:30 long; videos may be at most 1:00.");
    // Claimed short, but 2:30 by its own header: refused on save, deleted.
    const long = await uploadReplacement(me, video.id, mediaFixture("long.mp4"), 30);
    const tooLong = await rejection(updateVideo(me, video.id, { videoUploadToken: long.uploadToken }));
    expect(tooLong.message).toBe("This video is 2:30 long; videos may be at most 1:00.");
    expect(storage.objects.has(long.video.key)).toBe(false);
    // Over 100 MB: refused at step one.
    await expect(
      requestVideoFileUpload(me, video.id, { video: { contentType: "video/mp4", size: 101 * 1024 * 1024 }, durationSeconds: 20 }),
    ).rejects.toThrow("Video file size exceeds 100MB limit");

    expect(await stored(video.id)).toMatchObject(unchanged);
    await deliverOutbox();
    expect(storage.deleted).not.toContain(video.videoKey);
  });

  it("is the uploader's or staff's: another instructor cannot ask for a target, nor use someone's token", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    const video = await createVideo(teacher);
    const other = await createVideo(teacher);
    const stranger = actorFor(await createUser({ role: "instructor" }));
    await expect(
      requestVideoFileUpload(stranger, video.id, { video: { contentType: "video/mp4", size: 10 }, durationSeconds: 5 }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    const step = await uploadReplacement(me, video.id);
    await expect(updateVideo(me, other.id, { videoUploadToken: step.uploadToken })).rejects.toBeInstanceOf(ForbiddenError);
    // A thumbnail's token is no video's.
    await expect(updateVideo(me, video.id, { thumbnailUploadToken: step.uploadToken })).rejects.toBeInstanceOf(InvalidError);
    const admin = actorFor(await createUser({ role: "admin" }));
    const staffStep = await uploadReplacement(admin, video.id);
    await updateVideo(admin, video.id, { videoUploadToken: staffStep.uploadToken });
    // Staff's own change is no resubmission: the status stays.
    expect(await stored(video.id)).toMatchObject({ videoKey: staffStep.video.key, status: "approved" });
  });

  it("two edits of the same version at once: one wins, the other is 409 and its new file is deleted", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    for (let round = 0; round < 5; round++) {
      storage.clear();
      const video = await createVideo(teacher, { status: "rejected", rejectionReason: "Too quiet" });
      const seen = video.updatedAt.toISOString();
      const first = await uploadReplacement(me, video.id);
      const second = await uploadReplacement(me, video.id);
      const results = await Promise.allSettled([
        updateVideo(me, video.id, { videoUploadToken: first.uploadToken, updatedAt: seen }),
        updateVideo(me, video.id, { videoUploadToken: second.uploadToken, courseName: "Other title", updatedAt: seen }),
      ]);
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
      expect(failures, String(failures)).toHaveLength(1);
      expect(failures[0]).toBeInstanceOf(ConflictError);
      const winner = results[0]!.status === "fulfilled" ? first : second;
      const loser = winner === first ? second : first;
      const row = await stored(video.id);
      expect(row).toMatchObject({ videoKey: winner.video.key, status: "pending" });
      expect(row?.courseName === "Other title").toBe(winner === second);
      // The loser's file is gone at once; the old one after the commit; the winner's stays.
      expect(storage.deleted).toEqual([loser.video.key]);
      await deliverOutbox();
      expect(storage.deleted.sort()).toEqual([loser.video.key, video.videoKey].sort());
      expect(storage.objects.has(winner.video.key)).toBe(true);
    }
    expect(await countRows(videos)).toBe(5);
  });

  it("refuses an edit of a version changed since it was opened (409), whatever it changes", async () => {
    const teacher = await createUser({ role: "instructor" });
    const me = actorFor(teacher);
    const video = await createVideo(teacher);
    const seen = video.updatedAt.toISOString();
    await updateVideo(me, video.id, { courseName: "First edit", updatedAt: seen });
    const stale = await rejection(updateVideo(me, video.id, { description: "Second edit", updatedAt: seen }));
    expect(stale).toBeInstanceOf(ConflictError);
    expect(stale.message).toBe("This video was changed meanwhile; please reload it");
    expect(await stored(video.id)).toMatchObject({ courseName: "First edit", description: video.description });
    // Without a version (the spec's client), edits apply one after the other as before.
    await updateVideo(me, video.id, { description: "Second edit" });
    expect(await stored(video.id)).toMatchObject({ courseName: "First edit", description: "Second edit" });
  });
});
