import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { uploads, videos } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { BadRequestError, ForbiddenError, InvalidError, PayloadTooLargeError, UnauthorizedError } from "@/lib/errors";
import { LENGTH_UNKNOWN, MB } from "@/features/videos/schema";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { mediaFixture, type MediaFixture } from "@/test/media";
import { deliverOutbox } from "@/test/mail";
import { setUpMemoryStorage } from "@/test/storage";
import { allowVideosOfAtMost, createVideo } from "@/test/videos";
import { DIRECT_UPLOAD_HINT, updateVideoMultipart, uploadVideoMultipart } from "./upload-multipart";

const storage = setUpMemoryStorage();
afterEach(() => {
  env().multipartUploads = true;
});

type Part = [name: string, value: string] | [name: string, bytes: Uint8Array, type: string, filename?: string];

/** What the spec's client sends: its FormData, as a browser would encode it. */
function specForm(over: Record<string, string | null> = {}, files: Part[] | null = null): Part[] {
  const fields: Record<string, string | null> = {
    courseName: "Morning Breath",
    courseContent: "Three minutes of breathing",
    description: "A gentle start to the day",
    instructorName: "Ida Instructor",
    isPriced: "false",
    rank: "",
    ...over,
  };
  const parts: Part[] = files ?? [
    ["video", mediaFixture("clip.mp4"), "video/mp4", "breath.mp4"],
    ["thumbnail", mediaFixture("still.jpg"), "image/jpeg", "breath.jpg"],
  ];
  for (const [name, value] of Object.entries(fields)) if (value !== null) parts.push([name, value]);
  return parts;
}

function request(parts: Part[]): Request {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 2) form.append(part[0], part[1]);
    else form.append(part[0], new Blob([part[1] as Uint8Array<ArrayBuffer>], { type: part[2] }), part[3] ?? "file");
  }
  return new Request("http://localhost/api/v1/video/upload", { method: "POST", body: form });
}

async function instructor() {
  return actorFor(await createUser({ role: "instructor", name: "Ida Instructor" }));
}

async function uploadRows() {
  const db = await getDb();
  return db.select().from(uploads);
}

/** After a refused upload: no video, nothing left in storage, the upload row refused. */
async function expectNothingLeft() {
  expect(await countRows(videos)).toBe(0);
  expect(storage.keys()).toEqual([]);
  expect((await uploadRows()).map((row) => row.status)).toEqual(["rejected"]);
}

describe("uploadVideoMultipart (POST video/upload as multipart/form-data)", () => {
  it("streams both files to storage and creates the video pending review, with the duration read from the file", async () => {
    const actor = await instructor();
    const result = await uploadVideoMultipart(actor, request(specForm({ category: "Breathing" })));
    expect(result.message).toBe("Video uploaded successfully");
    expect(result.video).toMatchObject({ courseName: "Morning Breath", status: "pending", isPriced: false, durationMinutes: 1 });
    const db = await getDb();
    const [video] = await db.select().from(videos);
    expect(video).toMatchObject({
      status: "pending",
      uploadedBy: actor.id,
      durationSeconds: 1,
      videoType: "video/mp4",
      // The topic keeps its case ("Body scan", not "body scan").
      category: "Breathing",
    });
    expect(video?.videoSize).toBe(mediaFixture("clip.mp4").length);
    expect(video?.videoKey).toMatch(/^videos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    expect(video?.thumbnailKey).toMatch(/^thumbnails\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(storage.keys().sort()).toEqual([video?.thumbnailKey, video?.videoKey].sort());
    // The upload row names the stored keys and is confirmed, so the cleanup job leaves them alone.
    const [row] = await uploadRows();
    expect(row).toMatchObject({ status: "confirmed", purpose: "video" });
    expect(row?.files.map((file) => file.key).sort()).toEqual([video?.thumbnailKey, video?.videoKey].sort());
  });

  it("takes the files after the fields too, and a duration, tags and a blank instructor name", async () => {
    const fields = specForm({ durationSeconds: "183.4", tags: "Calm, breathing", instructorName: "" }, []);
    const parts = [
      ...fields,
      ["thumbnail", mediaFixture("still.png"), "image/png"],
      ["video", mediaFixture("clip.webm"), "video/webm"],
    ] as Part[];
    const { video } = await uploadVideoMultipart(await instructor(), request(parts));
    expect(video).toMatchObject({ tags: ["calm", "breathing"], status: "pending" });
    const db = await getDb();
    expect(await db.select({ d: videos.durationSeconds, t: videos.videoType }).from(videos)).toEqual([{ d: 183, t: "video/webm" }]);
  });

  it("takes an instructor name that differs from the account's and ignores it: the video is the uploader's, its files stored, answered as usual", async () => {
    const actor = await instructor();
    const result = await uploadVideoMultipart(actor, request(specForm({ instructorName: "Dr. I. Instructor (Yoga)" })));
    expect(result).toMatchObject({
      message: "Video uploaded successfully",
      video: { courseName: "Morning Breath", status: "pending", instructorName: "Ida Instructor", uploadedBy: { _id: actor.id } },
    });
    const db = await getDb();
    const [video] = await db.select().from(videos);
    expect(video?.uploadedBy).toBe(actor.id);
    expect(storage.keys().sort()).toEqual([video?.thumbnailKey, video?.videoKey].sort());
    expect((await uploadRows()).map((row) => row.status)).toEqual(["confirmed"]);
  });

  it("refuses a missing file with the spec's message and keeps nothing of the other", async () => {
    const noThumbnail = specForm({}, [["video", mediaFixture("clip.mp4"), "video/mp4"]]);
    const error = await rejection(uploadVideoMultipart(await instructor(), request(noThumbnail)));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe("Please select a thumbnail image");
    await expectNothingLeft();
  });

  it("refuses a file of the wrong declared type before storing it, and a disguised one after reading its header", async () => {
    const actor = await instructor();
    const text = specForm({}, [
      ["video", new TextEncoder().encode("not a video"), "text/plain"],
      ["thumbnail", mediaFixture("still.jpg"), "image/jpeg"],
    ]);
    expect((await rejection(uploadVideoMultipart(actor, request(text)))).message).toBe("Please select a valid video file");
    await expectNothingLeft();
    await resetDb();
    const disguised = specForm({}, [
      ["video", new TextEncoder().encode("<html><script>alert(1)</script></html>"), "video/mp4"],
      ["thumbnail", mediaFixture("still.jpg"), "image/jpeg"],
    ]);
    const error = await rejection(uploadVideoMultipart(await instructor(), request(disguised)));
    expect(error.message).toBe("The video file is not an MP4, WebM or QuickTime video that can be played");
    await expectNothingLeft();
  });

  it("refuses a thumbnail over 5 MB with 413 and the spec's message, and keeps nothing", async () => {
    const big = new Uint8Array(5 * MB + 1);
    big.set(mediaFixture("still.jpg"));
    const parts = specForm({}, [
      ["video", mediaFixture("clip.mp4"), "video/mp4"],
      ["thumbnail", big, "image/jpeg"],
    ]);
    const error = await rejection(uploadVideoMultipart(await instructor(), request(parts)));
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error.message).toBe("Thumbnail file size exceeds 5MB limit");
    await expectNothingLeft();
  });

  it.each([
    [{ isPriced: "true" }, "The price is set by our team after review"],
    [{ rank: "3" }, "The rank is set by our team after review"],
    [{ status: "approved" }, "A new video always waits for review"],
    [{ tags: "recommended" }, "The recommended tag is set by our team"],
    [{ courseName: "  " }, "Please enter a title"],
    [{ uploadedBy: "someone" }, "Unexpected field: uploadedBy"],
  ])("refuses what the uploader may not set (%o) with 422 and keeps nothing", async (over, message) => {
    const error = await rejection(uploadVideoMultipart(await instructor(), request(specForm(over))));
    expect(error).toBeInstanceOf(InvalidError);
    expect(JSON.stringify([error.message, (error as InvalidError).fields])).toContain(message);
    await expectNothingLeft();
  });

  it("refuses a second file of the same field, and an unknown file field", async () => {
    const twice = specForm({}, [
      ["video", mediaFixture("clip.mp4"), "video/mp4"],
      ["video", mediaFixture("clip.mp4"), "video/mp4"],
      ["thumbnail", mediaFixture("still.jpg"), "image/jpeg"],
    ]);
    expect(await rejection(uploadVideoMultipart(await instructor(), request(twice)))).toBeInstanceOf(BadRequestError);
    await expectNothingLeft();
    await resetDb();
    const extra = specForm({}, [
      ["video", mediaFixture("clip.mp4"), "video/mp4"],
      ["thumbnail", mediaFixture("still.jpg"), "image/jpeg"],
      ["courseImage", mediaFixture("still.jpg"), "image/jpeg"],
    ]);
    const error = await rejection(uploadVideoMultipart(await instructor(), request(extra)));
    expect(error.message).toBe('Unexpected file "courseImage": send video and thumbnail');
    await expectNothingLeft();
  });

  it("refuses a body cut off in the middle of the video with 400, and keeps nothing", async () => {
    const whole = new Uint8Array(await request(specForm()).arrayBuffer());
    const type = request(specForm()).headers.get("content-type") ?? "";
    const cut = whole.subarray(0, Math.floor(whole.length / 3));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(cut);
        controller.error(new Error("client went away"));
      },
    });
    const req = new Request("http://localhost/api/v1/video/upload", {
      method: "POST",
      body,
      headers: { "content-type": type },
      duplex: "half",
    } as RequestInit);
    const error = await rejection(uploadVideoMultipart(await instructor(), req));
    expect(error).toBeInstanceOf(BadRequestError);
    await expectNothingLeft();
  });

  it("answers 413 pointing at the direct upload on a serverless host, before reading the body or recording anything", async () => {
    env().multipartUploads = false;
    // As the server receives it: a byte stream (undici's FormData stream cannot be cancelled cleanly).
    const form = request(specForm());
    const req = new Request(form.url, { method: "POST", headers: form.headers, body: await form.arrayBuffer() });
    const error = await rejection(uploadVideoMultipart(await instructor(), req));
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error.message).toBe(DIRECT_UPLOAD_HINT);
    expect(await uploadRows()).toEqual([]);
    expect(storage.keys()).toEqual([]);
  });

  it("refuses a guest (401) and a student (403) without recording anything", async () => {
    expect(await rejection(uploadVideoMultipart(null, request(specForm())))).toBeInstanceOf(UnauthorizedError);
    const student = actorFor(await createUser({ role: "user" }));
    expect(await rejection(uploadVideoMultipart(student, request(specForm())))).toBeInstanceOf(ForbiddenError);
    expect(await uploadRows()).toEqual([]);
  });

  it("takes two uploads from the same instructor at once: two pending videos, four objects", async () => {
    const actor = await instructor();
    const results = await Promise.all([uploadVideoMultipart(actor, request(specForm())), uploadVideoMultipart(actor, request(specForm()))]);
    expect(new Set(results.map((r) => r.video._id)).size).toBe(2);
    expect(storage.keys()).toHaveLength(4);
    const db = await getDb();
    expect((await db.select({ status: uploads.status }).from(uploads).where(eq(uploads.status, "confirmed"))).length).toBe(2);
  });
});

describe("the maximum video length on a multipart upload (the video settings)", () => {
  it.each<[MediaFixture, string]>([
    ["long.mp4", "video/mp4"],
    ["long.webm", "video/webm"],
    ["long.mov", "video/quicktime"],
  ])(
    "refuses %s (2:30 by its own header) over a one-minute maximum, whatever duration the form claims, and keeps nothing",
    async (fixture, type) => {
      await allowVideosOfAtMost(60);
      const parts = specForm({ durationSeconds: "30" }, [
        ["video", mediaFixture(fixture), type],
        ["thumbnail", mediaFixture("still.jpg"), "image/jpeg"],
      ]);
      const error = await rejection(uploadVideoMultipart(await instructor(), request(parts)));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.message).toBe("This video is 2:30 long; videos may be at most 1:00.");
      await expectNothingLeft();
    },
  );

  it("refuses a video whose header gives no length, and keeps nothing", async () => {
    const parts = specForm({}, [
      ["video", mediaFixture("no-length.webm"), "video/webm"],
      ["thumbnail", mediaFixture("still.jpg"), "image/jpeg"],
    ]);
    await expect(uploadVideoMultipart(await instructor(), request(parts))).rejects.toThrow(LENGTH_UNKNOWN);
    await expectNothingLeft();
  });

  it("refuses a replacement video that is too long, keeping the video's own files and status", async () => {
    const owner = await createUser({ role: "instructor" });
    const video = await createVideo(owner, { status: "approved" });
    storage.place(video.videoKey, mediaFixture("clip.mp4"));
    storage.place(video.thumbnailKey!, mediaFixture("still.jpg"));
    await allowVideosOfAtMost(60);
    const error = await rejection(
      updateVideoMultipart(actorFor(owner), video.id, request([["video", mediaFixture("long.webm"), "video/webm"]])),
    );
    expect(error.message).toBe("This video is 2:30 long; videos may be at most 1:00.");
    expect(storage.keys().sort()).toEqual([video.videoKey, video.thumbnailKey].sort());
    const db = await getDb();
    expect(await db.select({ key: videos.videoKey, status: videos.status }).from(videos)).toEqual([
      { key: video.videoKey, status: "approved" },
    ]);
    expect((await uploadRows()).map((row) => row.status)).toEqual(["rejected"]);
  });
});

describe("updateVideoMultipart (PUT video/updateVideo/{id} as multipart/form-data)", () => {
  /** An approved video of `owner` whose two files are in storage. */
  async function storedVideo(owner: Awaited<ReturnType<typeof createUser>>) {
    const video = await createVideo(owner, { status: "approved" });
    storage.place(video.videoKey, mediaFixture("clip.mp4"));
    storage.place(video.thumbnailKey!, mediaFixture("still.jpg"));
    return video;
  }
  async function current(id: string) {
    const db = await getDb();
    const [row] = await db.select().from(videos).where(eq(videos.id, id));
    return row!;
  }

  it("applies the non-empty fields and replaces both files: the old ones deleted, the video back to review", async () => {
    const owner = await createUser({ role: "instructor", name: "Ida Instructor" });
    const video = await storedVideo(owner);
    const parts: Part[] = [
      ["courseName", "Evening Breath"],
      ["courseContent", ""],
      ["description", ""],
      ["rank", ""],
      // As the instructor typed it: ignored, the video stays the uploader's.
      ["instructorName", "Dr. Ida Instructor"],
      ["video", mediaFixture("clip.webm"), "video/webm"],
      ["thumbnail", mediaFixture("still.png"), "image/png"],
    ];
    const result = await updateVideoMultipart(actorFor(owner), video.id, request(parts));
    expect(result.message).toBe("Video updated successfully");
    expect(result.updatedVideo).toMatchObject({ instructorName: "Ida Instructor", uploadedBy: { _id: owner.id } });
    const after = await current(video.id);
    expect(after).toMatchObject({
      courseName: "Evening Breath",
      courseContent: video.courseContent,
      status: "pending",
      videoType: "video/webm",
      thumbnailType: "image/png",
      durationSeconds: 1,
    });
    // The replaced files go once the change has committed, through the outbox.
    await deliverOutbox();
    expect(storage.keys().sort()).toEqual([after.videoKey, after.thumbnailKey].sort());
    expect(storage.keys()).not.toContain(video.videoKey);
    expect((await uploadRows()).map((row) => row.status)).toEqual(["confirmed"]);
  });

  it("takes fields alone without recording an upload, and keeps an unchanged video as it was", async () => {
    const owner = await createUser({ role: "instructor" });
    const video = await storedVideo(owner);
    await updateVideoMultipart(
      actorFor(owner),
      video.id,
      request([
        ["courseName", video.courseName],
        ["description", ""],
      ]),
    );
    expect(await current(video.id)).toMatchObject({ status: "approved", videoKey: video.videoKey });
    expect(await uploadRows()).toEqual([]);
  });

  it("refuses a rank change from the uploader (422) and deletes the file it sent, keeping the video's own", async () => {
    const owner = await createUser({ role: "instructor" });
    const video = await storedVideo(owner);
    const error = await rejection(
      updateVideoMultipart(
        actorFor(owner),
        video.id,
        request([
          ["rank", "5"],
          ["thumbnail", mediaFixture("still.png"), "image/png"],
        ]),
      ),
    );
    expect(error).toBeInstanceOf(InvalidError);
    expect(storage.keys().sort()).toEqual([video.videoKey, video.thumbnailKey].sort());
    expect(await current(video.id)).toMatchObject({ thumbnailKey: video.thumbnailKey, status: "approved" });
  });

  it("refuses another instructor's video (403) before reading the body or recording anything", async () => {
    const video = await storedVideo(await createUser({ role: "instructor" }));
    const other = actorFor(await createUser({ role: "instructor" }));
    const error = await rejection(updateVideoMultipart(other, video.id, request([["thumbnail", mediaFixture("still.png"), "image/png"]])));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(await uploadRows()).toEqual([]);
    expect(storage.keys()).toHaveLength(2);
  });

  it("lets staff set the rank from a multipart field", async () => {
    const video = await storedVideo(await createUser({ role: "instructor" }));
    const admin = actorFor(await createUser({ role: "admin" }));
    await updateVideoMultipart(
      admin,
      video.id,
      request([
        ["rank", "3"],
        ["instructorName", "Someone Else"],
      ]),
    );
    expect(await current(video.id)).toMatchObject({ rank: 3, status: "approved" });
  });
});
