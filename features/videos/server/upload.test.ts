import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isObjectKey } from "@/lib/storage/keys";
import { uploads, videos } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError, RateLimitedError, UnauthorizedError } from "@/lib/errors";
import { LENGTH_UNKNOWN, MB } from "@/features/videos/schema";
import { actorFor, countRows, createUser, getDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { mediaFixture, type MediaFixture } from "@/test/media";
import { fileBytes } from "@/test/memory-storage";
import { setUpMemoryStorage } from "@/test/storage";
import { tampered } from "@/test/tamper";
import { allowVideosOfAtMost, createVideo } from "@/test/videos";
import { confirmVideoUpload, requestThumbnailUpload, requestVideoUpload } from "./upload";
import { signUploadToken, verifyUploadToken } from "./upload-token";
import { updateVideo } from "./videos";

const storage = setUpMemoryStorage();

const details = (over: Record<string, unknown> = {}) => ({
  courseName: "  Morning Breath  ",
  courseContent: "Three minutes of breathing",
  description: "A gentle start to the day",
  durationSeconds: 183.4,
  video: { contentType: "video/mp4", size: 10 * MB },
  thumbnail: { contentType: "image/jpeg", size: 200_000 },
  tags: [" Breathing ", "breathing", "Calm"],
  ...over,
});

/**
 * Step one for these files (declaring their real sizes, within the limits step one accepts),
 * then what the browser's PUTs would have stored.
 */
async function upload(actorRow: Awaited<ReturnType<typeof createUser>>, files: { video?: Uint8Array; thumbnail?: Uint8Array } = {}) {
  const actor = actorFor(actorRow);
  const video = files.video ?? fileBytes("mp4", 4096);
  const thumbnail = files.thumbnail ?? fileBytes("jpeg", 2048);
  const step = await requestVideoUpload(
    actor,
    details({
      video: { contentType: "video/mp4", size: Math.min(video.length, 100 * MB) },
      thumbnail: { contentType: "image/jpeg", size: Math.min(thumbnail.length, 5 * MB) },
    }),
  );
  storage.place(step.video.key, video);
  storage.place(step.thumbnail.key, thumbnail);
  return { actor, step };
}

async function uploadRow(token: string) {
  const claims = await verifyUploadToken(token);
  const db = await getDb();
  const [row] = await db.select().from(uploads).where(eq(uploads.id, claims!.uploadId));
  return row;
}

describe("requestVideoUpload", () => {
  it("returns presigned targets for generated keys, the declared sizes and a token, records the upload and creates no video", async () => {
    const instructor = await createUser({ role: "instructor" });
    const step = await requestVideoUpload(actorFor(instructor), details());
    // Keys in the storage adapters' own format (the local adapter refuses any other).
    expect(step.video.key).toMatch(/^videos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    expect(step.thumbnail.key).toMatch(/^thumbnails\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(isObjectKey(step.video.key) && isObjectKey(step.thumbnail.key)).toBe(true);
    expect(step.video.upload).toMatchObject({ method: "PUT", headers: { "Content-Type": "video/mp4" } });
    // The targets take exactly the declared sizes, not the 100 MB / 5 MB limits.
    expect(storage.targets).toEqual([
      { key: step.video.key, contentType: "video/mp4", size: 10 * MB },
      { key: step.thumbnail.key, contentType: "image/jpeg", size: 200_000 },
    ]);
    expect(typeof step.uploadToken).toBe("string");
    expect(await countRows(videos)).toBe(0);
    expect(await uploadRow(step.uploadToken)).toMatchObject({
      status: "issued",
      uploadedBy: instructor.id,
      purpose: "video",
      forId: null,
      files: [
        { field: "video", key: step.video.key, type: "video/mp4", size: 10 * MB },
        { field: "thumbnail", key: step.thumbnail.key, type: "image/jpeg", size: 200_000 },
      ],
      expiresAt: new Date(step.expiresAt),
    });
  });

  it.each([
    [{ video: undefined }, "video", "Please select a video file"],
    [{ thumbnail: undefined }, "thumbnail", "Please select a thumbnail image"],
    [{ video: { contentType: "application/pdf", size: 10 } }, "video.contentType", "Please select a valid video file"],
    [{ video: { contentType: "video/mp4", size: 100 * MB + 1 } }, "video.size", "Video file size exceeds 100MB limit"],
    [{ thumbnail: { contentType: "image/gif", size: 10 } }, "thumbnail.contentType", "Please select a valid image file for the thumbnail"],
    [{ thumbnail: { contentType: "image/png", size: 5 * MB + 1 } }, "thumbnail.size", "Thumbnail file size exceeds 5MB limit"],
    [{ courseName: "   " }, "courseName", "Please enter a title"],
    [{ description: "" }, "description", "Please enter a description"],
    [{ status: "approved" }, "status", '"status" cannot be set here'],
    [{ rank: 1 }, "rank", '"rank" cannot be set here'],
    [{ isPriced: true }, "isPriced", '"isPriced" cannot be set here'],
    [{ tags: ["recommended"] }, "tags", "The recommended tag is set by our team"],
  ])("refuses %j with 422", async (over, field, message) => {
    const instructor = await createUser({ role: "instructor" });
    const error = await rejection(requestVideoUpload(actorFor(instructor), details(over)));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.fields?.[field]).toBe(message);
    expect(storage.targets).toHaveLength(0);
  });

  it("is open to instructors, admins and superadmins, approved only", async () => {
    for (const role of ["admin", "superadmin"] as const) {
      await expect(requestVideoUpload(actorFor(await createUser({ role })), details())).resolves.toHaveProperty("uploadToken");
    }
    for (const spec of [{ role: "user" }, { role: "school" }, { role: "instructor", status: "pending" }] as const) {
      await expect(requestVideoUpload(actorFor(await createUser(spec)), details())).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(requestVideoUpload(null, details())).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("is rate limited per user", async () => {
    const actor = actorFor(await createUser({ role: "instructor" }));
    for (let i = 0; i < 20; i++) await requestVideoUpload(actor, details());
    await expect(requestVideoUpload(actor, details())).rejects.toBeInstanceOf(RateLimitedError);
    await expect(requestVideoUpload(actorFor(await createUser({ role: "instructor" })), details())).resolves.toHaveProperty("uploadToken");
  });
});

describe("confirmVideoUpload", () => {
  it("checks both objects and creates a pending video with the signed details", async () => {
    const instructor = await createUser({ role: "instructor", bio: "Calm teacher" });
    const webm = fileBytes("webm", 4100);
    const { actor, step } = await upload(instructor, { video: webm, thumbnail: fileBytes("png", 300) });
    const result = await confirmVideoUpload(actor, { uploadToken: step.uploadToken });
    expect(result.message).toBe("Video uploaded successfully");
    expect(result.video).toMatchObject({
      courseName: "Morning Breath",
      status: "pending",
      rank: null,
      isPriced: false,
      recommended: false,
      tags: ["breathing", "calm"],
      durationSeconds: 183,
      uploadedBy: { _id: instructor.id, name: instructor.name, email: instructor.email, bio: "Calm teacher" },
    });
    const db = await getDb();
    const [row] = await db.select().from(videos);
    expect(row).toMatchObject({
      videoKey: step.video.key,
      videoType: "video/webm",
      videoSize: webm.length,
      thumbnailType: "image/png",
      uploadedBy: instructor.id,
    });
    expect(storage.deleted).toEqual([]);
    expect(await uploadRow(step.uploadToken)).toMatchObject({ status: "confirmed", confirmedAt: expect.any(Date) });
  });

  it("ignores an instructor name sent with the details, whatever it says: the video is the uploader's, stored, answered as usual", async () => {
    const instructor = await createUser({ role: "instructor", name: "Ida Instructor" });
    const actor = actorFor(instructor);
    const step = await requestVideoUpload(
      actor,
      details({
        instructorName: "Someone Else",
        video: { contentType: "video/mp4", size: 4096 },
        thumbnail: { contentType: "image/jpeg", size: 2048 },
      }),
    );
    storage.place(step.video.key, fileBytes("mp4", 4096));
    storage.place(step.thumbnail.key, fileBytes("jpeg", 2048));
    const result = await confirmVideoUpload(actor, { uploadToken: step.uploadToken });
    expect(result).toMatchObject({
      message: "Video uploaded successfully",
      video: { courseName: "Morning Breath", status: "pending", instructorName: "Ida Instructor", uploadedBy: { _id: instructor.id } },
    });
    const db = await getDb();
    expect(await db.select({ by: videos.uploadedBy, key: videos.videoKey }).from(videos)).toEqual([
      { by: instructor.id, key: step.video.key },
    ]);
  });

  it("refuses a second confirmation of the same upload with 409", async () => {
    const { actor, step } = await upload(await createUser({ role: "instructor" }));
    await confirmVideoUpload(actor, { uploadToken: step.uploadToken });
    await expect(confirmVideoUpload(actor, { uploadToken: step.uploadToken })).rejects.toBeInstanceOf(ConflictError);
    expect(await countRows(videos)).toBe(1);
  });

  it("leaves an approved video's files alone when its upload is confirmed again, even if they were replaced since", async () => {
    const { actor, step } = await upload(await createUser({ role: "instructor" }));
    const { video } = await confirmVideoUpload(actor, { uploadToken: step.uploadToken });
    const db = await getDb();
    await db.update(videos).set({ status: "approved" }).where(eq(videos.id, video.id));
    const readsBefore = storage.reads.length;
    // What a replaced file would look like (the stores now refuse the PUT itself: lib/storage).
    storage.place(step.video.key, new TextEncoder().encode("<html><script>alert(1)</script></html>"));
    const error = await rejection(confirmVideoUpload(actor, { uploadToken: step.uploadToken }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe("This upload has already been confirmed");
    expect(storage.deleted).toEqual([]);
    expect([...storage.objects.keys()].sort()).toEqual([step.video.key, step.thumbnail.key].sort());
    expect(storage.reads).toHaveLength(readsBefore);
  });

  it("refuses an MP4 whose ftyp box is followed by HTML: 422, both objects deleted, the upload refused", async () => {
    const mp4 = fileBytes("mp4");
    const ftyp = new DataView(mp4.buffer).getUint32(0);
    const html = new TextEncoder().encode("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>".repeat(20));
    const disguised = new Uint8Array(ftyp + html.length);
    disguised.set(mp4.subarray(0, ftyp));
    disguised.set(html, ftyp);
    const { actor, step } = await upload(await createUser({ role: "instructor" }), { video: disguised });
    const error = await rejection(confirmVideoUpload(actor, { uploadToken: step.uploadToken }));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("The video file is not an MP4, WebM or QuickTime video that can be played");
    expect(storage.objects.size).toBe(0);
    expect(await countRows(videos)).toBe(0);
    expect((await uploadRow(step.uploadToken))?.status).toBe("rejected");
    // A refused upload cannot be confirmed afterwards.
    await expect(confirmVideoUpload(actor, { uploadToken: step.uploadToken })).rejects.toBeInstanceOf(ConflictError);
  });

  it("reads only the headers of a large video, through ranged reads", async () => {
    const { actor, step } = await upload(await createUser({ role: "instructor" }), { video: fileBytes("mp4", 20 * MB) });
    await confirmVideoUpload(actor, { uploadToken: step.uploadToken });
    const read = storage.reads.filter((r) => r.key === step.video.key).reduce((sum, r) => sum + r.length, 0);
    expect(read).toBeLessThanOrEqual(256 * 1024);
  });

  it("refuses files of another size than was declared, with 422", async () => {
    const instructor = await createUser({ role: "instructor" });
    const actor = actorFor(instructor);
    const step = await requestVideoUpload(actor, details({ video: { contentType: "video/mp4", size: 5000 } }));
    storage.place(step.video.key, fileBytes("mp4", 4096));
    storage.place(step.thumbnail.key, fileBytes("jpeg", 200_000));
    await expect(confirmVideoUpload(actor, { uploadToken: step.uploadToken })).rejects.toThrow(
      "The video file is not the size that was announced. Please upload it again.",
    );
    expect(storage.objects.size).toBe(0);
  });

  it("refuses an expired upload with 422 and touches no file", async () => {
    const { actor, step } = await upload(await createUser({ role: "instructor" }));
    const db = await getDb();
    await db.update(uploads).set({ expiresAt: sql`now() - interval '1 second'` });
    await expect(confirmVideoUpload(actor, { uploadToken: step.uploadToken })).rejects.toThrow(
      "This upload has expired or is not valid. Please upload the video again.",
    );
    expect(storage.deleted).toEqual([]);
    expect(await countRows(videos)).toBe(0);
  });

  it.each([
    ["an oversize video", { video: fileBytes("mp4", 100 * MB + 1) }, "Video file size exceeds 100MB limit"],
    ["an oversize thumbnail", { thumbnail: fileBytes("jpeg", 5 * MB + 1) }, "Thumbnail file size exceeds 5MB limit"],
    [
      "a video that is not a video",
      { video: fileBytes("text", 4096) },
      "The video file is not an MP4, WebM or QuickTime video that can be played",
    ],
    [
      "an image as the video",
      { video: fileBytes("png", 4096) },
      "The video file is not an MP4, WebM or QuickTime video that can be played",
    ],
    ["a JPEG header followed by HTML", { thumbnail: jpegThenHtml() }, "The thumbnail is not a JPEG, PNG or WebP image"],
    ["a thumbnail that is a video", { thumbnail: fileBytes("mp4", 300) }, "The thumbnail is not a JPEG, PNG or WebP image"],
  ])("refuses %s with 422 and deletes both objects", async (_name, files, message) => {
    const { actor, step } = await upload(await createUser({ role: "instructor" }), files);
    const error = await rejection(confirmVideoUpload(actor, { uploadToken: step.uploadToken }));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe(message);
    expect(storage.deleted.sort()).toEqual([step.video.key, step.thumbnail.key].sort());
    expect(storage.objects.size).toBe(0);
    expect(await countRows(videos)).toBe(0);
  });

  it("refuses when a file never arrived", async () => {
    const instructor = await createUser({ role: "instructor" });
    const actor = actorFor(instructor);
    const step = await requestVideoUpload(actor, details());
    storage.place(step.thumbnail.key, fileBytes("jpeg", 200_000));
    await expect(confirmVideoUpload(actor, { uploadToken: step.uploadToken })).rejects.toThrow(
      "The video file was not uploaded. Please try again.",
    );
    expect(storage.objects.size).toBe(0);
  });

  it("refuses another account's token, a forged one and a malformed one", async () => {
    const { step } = await upload(await createUser({ role: "instructor" }));
    const other = actorFor(await createUser({ role: "instructor" }));
    await expect(confirmVideoUpload(other, { uploadToken: step.uploadToken })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(confirmVideoUpload(other, { uploadToken: tampered(step.uploadToken) })).rejects.toBeInstanceOf(InvalidError);
    await expect(confirmVideoUpload(other, { uploadToken: "nope" })).rejects.toBeInstanceOf(InvalidError);
    await expect(confirmVideoUpload(other, {})).rejects.toBeInstanceOf(InvalidError);
    expect(await countRows(videos)).toBe(0);
    expect(storage.objects.size).toBe(2);
  });

  it("never takes status or rank from the token's details", async () => {
    const instructor = await createUser({ role: "instructor" });
    const { step } = await upload(instructor);
    const claims = (await verifyUploadToken(step.uploadToken))!;
    const token = await signUploadToken({ ...claims, meta: { ...claims.meta, ...{ status: "approved", rank: 1 } } });
    const { video } = await confirmVideoUpload(actorFor(instructor), { uploadToken: token });
    expect(video).toMatchObject({ status: "pending", rank: null });
  });
});

describe("a replacement thumbnail (requestThumbnailUpload, then updateVideo with its token)", () => {
  it("is recorded, swapped in once, and its token then answers 409 without touching storage", async () => {
    const instructor = await createUser({ role: "instructor" });
    const me = actorFor(instructor);
    const video = await createVideo(instructor);
    const png = fileBytes("png", 1000);
    const step = await requestThumbnailUpload(me, video.id, { thumbnail: { contentType: "image/png", size: png.length } });
    expect(storage.targets).toEqual([{ key: step.thumbnail.key, contentType: "image/png", size: png.length }]);
    storage.place(step.thumbnail.key, png);
    await updateVideo(me, video.id, { thumbnailUploadToken: step.uploadToken });
    const deletedBefore = [...storage.deleted];
    await expect(updateVideo(me, video.id, { thumbnailUploadToken: step.uploadToken })).rejects.toThrow(
      "This upload has already been confirmed",
    );
    expect(storage.deleted).toEqual(deletedBefore);
    expect(storage.objects.get(step.thumbnail.key)).toEqual(png);
  });
});

/** A JPEG's first bytes, then HTML: it sniffs as a JPEG but has no image in it. */
function jpegThenHtml(): Uint8Array {
  const html = new TextEncoder().encode("<html><body>not an image</body></html>".repeat(20));
  const out = new Uint8Array(4 + html.length);
  out.set([0xff, 0xd8, 0xff, 0xe0]);
  out.set(html, 4);
  return out;
}

describe("the maximum video length (the video settings)", () => {
  /** Step one for `video` whose length the browser claims is `claimed` seconds, then the PUT of both files. */
  async function uploadClaiming(video: Uint8Array, claimed: number) {
    const actor = actorFor(await createUser({ role: "instructor" }));
    const thumbnail = fileBytes("jpeg", 2048);
    const step = await requestVideoUpload(
      actor,
      details({
        durationSeconds: claimed,
        video: { contentType: "video/mp4", size: video.length },
        thumbnail: { contentType: "image/jpeg", size: thumbnail.length },
      }),
    );
    storage.place(step.video.key, video);
    storage.place(step.thumbnail.key, thumbnail);
    return { actor, step };
  }

  it("refuses at step one a video the browser says is longer, in the settings' words, recording nothing", async () => {
    await allowVideosOfAtMost(60);
    const actor = actorFor(await createUser({ role: "instructor" }));
    const error = await rejection(requestVideoUpload(actor, details()));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("This video is 3:03 long; videos may be at most 1:00.");
    expect(error.fields).toEqual({ durationSeconds: "This video is 3:03 long; videos may be at most 1:00." });
    expect(storage.targets).toEqual([]);
    expect(await countRows(uploads)).toBe(0);
  });

  it.each<MediaFixture>(["long.mp4", "long.webm", "long.mov"])(
    "refuses %s (2:30 by its own header, 0:30 by the browser's claim) over a one-minute maximum: 422, both files deleted, no video",
    async (fixture) => {
      await allowVideosOfAtMost(60);
      const { actor, step } = await uploadClaiming(mediaFixture(fixture), 30);
      const error = await rejection(confirmVideoUpload(actor, { uploadToken: step.uploadToken }));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.message).toBe("This video is 2:30 long; videos may be at most 1:00.");
      expect(error.fields).toEqual({ video: "This video is 2:30 long; videos may be at most 1:00." });
      expect(storage.objects.size).toBe(0);
      expect(await countRows(videos)).toBe(0);
      expect((await uploadRow(step.uploadToken))?.status).toBe("rejected");
    },
  );

  it("takes the same video under a maximum it fits, and the default 30 minutes", async () => {
    await allowVideosOfAtMost(180);
    const first = await uploadClaiming(mediaFixture("long.webm"), 150);
    await expect(confirmVideoUpload(first.actor, { uploadToken: first.step.uploadToken })).resolves.toMatchObject({
      video: { status: "pending" },
    });
    await allowVideosOfAtMost(30 * 60);
    const second = await uploadClaiming(mediaFixture("long.mp4"), 150);
    await expect(confirmVideoUpload(second.actor, { uploadToken: second.step.uploadToken })).resolves.toMatchObject({
      video: { status: "pending" },
    });
    expect(await countRows(videos)).toBe(2);
  });

  it("refuses a video whose header gives no length, whatever the browser claims: its length cannot be checked", async () => {
    const { actor, step } = await uploadClaiming(mediaFixture("no-length.webm"), 20);
    await expect(confirmVideoUpload(actor, { uploadToken: step.uploadToken })).rejects.toThrow(LENGTH_UNKNOWN);
    expect(storage.objects.size).toBe(0);
    expect(await countRows(videos)).toBe(0);
  });
});
