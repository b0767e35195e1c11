import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isObjectKey, newObjectKey } from "@/lib/storage/keys";
import { videos } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError, RateLimitedError, UnauthorizedError } from "@/lib/errors";
import { MB } from "@/features/videos/schema";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { MemoryStorage, fileBytes } from "@/test/memory-storage";
import { setStorageForTests } from "@/lib/storage";
import { confirmVideoUpload, requestVideoUpload } from "./upload";
import { signUploadToken } from "./upload-token";

const storage = new MemoryStorage();
beforeAll(() => setStorageForTests(storage));
beforeEach(async () => {
  await resetDb();
  storage.clear();
});

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

async function upload(actorRow: Awaited<ReturnType<typeof createUser>>, files: { video?: Uint8Array; thumbnail?: Uint8Array } = {}) {
  const actor = actorFor(actorRow);
  const step = await requestVideoUpload(actor, details());
  if (files.video !== null) storage.put(step.video.key, files.video ?? fileBytes("mp4", 4096));
  if (files.thumbnail !== null) storage.put(step.thumbnail.key, files.thumbnail ?? fileBytes("jpeg", 512));
  return { actor, step };
}

describe("requestVideoUpload", () => {
  it("returns presigned targets for generated keys and a token, and creates no row", async () => {
    const instructor = await createUser({ role: "instructor" });
    const step = await requestVideoUpload(actorFor(instructor), details());
    // Keys in the storage adapters' own format (the local adapter refuses any other).
    expect(step.video.key).toMatch(/^videos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    expect(step.thumbnail.key).toMatch(/^thumbnails\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(isObjectKey(step.video.key) && isObjectKey(step.thumbnail.key)).toBe(true);
    expect(step.video.upload).toMatchObject({ method: "PUT", headers: { "Content-Type": "video/mp4" } });
    expect(storage.targets).toEqual([
      { key: step.video.key, contentType: "video/mp4", maxBytes: 100 * MB },
      { key: step.thumbnail.key, contentType: "image/jpeg", maxBytes: 5 * MB },
    ]);
    expect(typeof step.uploadToken).toBe("string");
    expect(await countRows(videos)).toBe(0);
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
    const { actor, step } = await upload(instructor, { video: fileBytes("webm", 2048), thumbnail: fileBytes("png", 300) });
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
      videoSize: 2048,
      thumbnailType: "image/png",
      uploadedBy: instructor.id,
    });
    expect(storage.deleted).toEqual([]);
  });

  it("refuses a second confirmation of the same upload with 409", async () => {
    const { actor, step } = await upload(await createUser({ role: "instructor" }));
    await confirmVideoUpload(actor, { uploadToken: step.uploadToken });
    await expect(confirmVideoUpload(actor, { uploadToken: step.uploadToken })).rejects.toBeInstanceOf(ConflictError);
    expect(await countRows(videos)).toBe(1);
  });

  it.each([
    ["an oversize video", { video: fileBytes("mp4", 100 * MB + 1) }, "Video file size exceeds 100MB limit"],
    ["an oversize thumbnail", { thumbnail: fileBytes("jpeg", 5 * MB + 1) }, "Thumbnail file size exceeds 5MB limit"],
    ["a video that is not a video", { video: fileBytes("text", 4096) }, "The video file is not an MP4, WebM or QuickTime video"],
    ["an image as the video", { video: fileBytes("png", 4096) }, "The video file is not an MP4, WebM or QuickTime video"],
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
    storage.put(step.thumbnail.key, fileBytes("jpeg"));
    await expect(confirmVideoUpload(actor, { uploadToken: step.uploadToken })).rejects.toThrow(
      "The video file was not uploaded. Please try again.",
    );
    expect(storage.objects.size).toBe(0);
  });

  it("refuses another account's token, a forged one and a malformed one", async () => {
    const { step } = await upload(await createUser({ role: "instructor" }));
    const other = actorFor(await createUser({ role: "instructor" }));
    await expect(confirmVideoUpload(other, { uploadToken: step.uploadToken })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(confirmVideoUpload(other, { uploadToken: `${step.uploadToken.slice(0, -4)}AAAA` })).rejects.toBeInstanceOf(InvalidError);
    await expect(confirmVideoUpload(other, { uploadToken: "nope" })).rejects.toBeInstanceOf(InvalidError);
    await expect(confirmVideoUpload(other, {})).rejects.toBeInstanceOf(InvalidError);
    expect(await countRows(videos)).toBe(0);
    expect(storage.objects.size).toBe(2);
  });

  it("never takes status or rank from the token's details", async () => {
    const instructor = await createUser({ role: "instructor" });
    const videoKey = newObjectKey("video", "mp4");
    const thumbnailKey = newObjectKey("thumbnail", "jpg");
    const token = await signUploadToken({
      uploaderId: instructor.id,
      videoKey,
      videoType: "video/mp4",
      thumbnailKey,
      thumbnailType: "image/jpeg",
      meta: {
        courseName: "T",
        courseContent: "C",
        description: "D",
        durationSeconds: 60,
        tags: [],
        category: undefined,
        ...{ status: "approved", rank: 1 },
      },
    });
    storage.put(videoKey, fileBytes("mp4"));
    storage.put(thumbnailKey, fileBytes("jpeg"));
    const { video } = await confirmVideoUpload(actorFor(instructor), { uploadToken: token });
    expect(video).toMatchObject({ status: "pending", rank: null });
  });
});
