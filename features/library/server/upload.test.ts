import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, libraryItems, uploads } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError, UnauthorizedError } from "@/lib/errors";
import { MB } from "@/lib/storage/limits";
import { signUploadToken } from "@/lib/uploads";
import { actorFor, countRows, createUser, getDb, type NewUser } from "@/test/db";
import { rejection } from "@/test/errors";
import { mediaFixture } from "@/test/media";
import { fileBytes } from "@/test/memory-storage";
import { multipartBody } from "@/test/multipart";
import { setUpMemoryStorage } from "@/test/storage";
import { LIBRARY_UPLOAD, confirmLibraryUpload, requestLibraryUpload } from "./upload";
import { uploadLibraryMultipart } from "./upload-multipart";

const storage = setUpMemoryStorage();

const details = (over: Record<string, unknown> = {}) => ({
  title: "  Breathing Together  ",
  author: "Mindful Minds Foundation",
  subject: "Breathing",
  description: "A first practice for a whole class",
  keywords: " Breathing, calm ,breathing, Classroom Time ",
  video: { contentType: "video/mp4", size: 10 * MB },
  coverImage: { contentType: "image/jpeg", size: 200_000 },
  ...over,
});

const staff = async () => actorFor(await createUser({ role: "admin" }));

/** Step one for real files, then what the browser's PUTs would have stored. */
async function uploaded(actor: Awaited<ReturnType<typeof staff>>, files: { video?: Uint8Array; cover?: Uint8Array } = {}) {
  const video = files.video ?? fileBytes("mp4", 4096);
  const cover = files.cover ?? fileBytes("png", 2048);
  const step = await requestLibraryUpload(
    actor,
    details({ video: { contentType: "video/mp4", size: video.length }, coverImage: { contentType: "image/png", size: cover.length } }),
  );
  storage.place(step.video.key, video);
  storage.place(step.coverImage.key, cover);
  return step;
}

async function uploadRows() {
  const db = await getDb();
  return db.select().from(uploads);
}

describe("requestLibraryUpload (POST library/uploadLibraryVideo, JSON)", () => {
  it("records the upload and answers single-use targets for the declared files and a token; no item yet", async () => {
    const actor = await staff();
    const step = await requestLibraryUpload(actor, details());
    expect(step.video.key).toMatch(/^videos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    expect(step.coverImage.key).toMatch(/^thumbnails\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(storage.targets).toEqual([
      { key: step.video.key, contentType: "video/mp4", size: 10 * MB },
      { key: step.coverImage.key, contentType: "image/jpeg", size: 200_000 },
    ]);
    expect(await uploadRows()).toMatchObject([{ purpose: LIBRARY_UPLOAD, uploadedBy: actor.id, status: "issued", forId: null }]);
    expect(await countRows(libraryItems)).toBe(0);
  });

  it.each([
    [{ video: undefined }, "video", "Please select a video file"],
    [{ coverImage: undefined }, "coverImage", "Please select a cover image"],
    [{ video: { contentType: "application/pdf", size: 10 } }, "video.contentType", "Please select a valid video file"],
    [{ video: { contentType: "video/mp4", size: 100 * MB + 1 } }, "video.size", "Video file size exceeds 100MB limit"],
    [{ coverImage: { contentType: "image/gif", size: 10 } }, "coverImage.contentType", "Please select a valid image file for the cover"],
    [{ coverImage: { contentType: "image/png", size: 5 * MB + 1 } }, "coverImage.size", "Cover image size exceeds 5MB limit"],
    [{ title: "   " }, "title", "Please enter a title"],
    [{ author: "" }, "author", "Please enter the author"],
    [{ subject: undefined }, "subject", "Please enter the subject"],
    [{ description: " " }, "description", "Please enter a description"],
    [{ keywords: " , ," }, "keywords", "Please enter at least one keyword"],
    [{ keywords: ["x".repeat(41)] }, "keywords", "Each keyword must be at most 40 characters"],
    [{ keywords: 7 }, "keywords", "Please enter at least one keyword"],
    [{ isApproved: true }, "isApproved", '"isApproved" cannot be set here'],
    [{ approvedAt: "2026-01-01T00:00:00Z" }, "approvedAt", '"approvedAt" cannot be set here'],
  ])("refuses %j with 422 and issues nothing", async (over, field, message) => {
    const error = await rejection(requestLibraryUpload(await staff(), details(over)));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.fields?.[field]).toBe(message);
    expect(storage.targets).toHaveLength(0);
    expect(await uploadRows()).toHaveLength(0);
  });

  it("is staff's only (an admin needs the content tab)", async () => {
    await expect(requestLibraryUpload(actorFor(await createUser({ role: "superadmin" })), details())).resolves.toHaveProperty(
      "uploadToken",
    );
    for (const spec of [
      { role: "user" },
      { role: "instructor" },
      { role: "school" },
      { role: "admin", status: "pending" },
      { role: "admin", allowedTabs: ["approval-requests"] },
    ] satisfies NewUser[]) {
      await expect(requestLibraryUpload(actorFor(await createUser(spec)), details())).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(requestLibraryUpload(null, details())).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe("confirmLibraryUpload (POST library/uploadLibraryVideo/confirm)", () => {
  it("checks both files and creates a draft with normalised keywords and the video's length from its header; audited", async () => {
    const actor = await staff();
    const step = await uploaded(actor);
    const answer = await confirmLibraryUpload(actor, { uploadToken: step.uploadToken });
    expect(answer.message).toBe("Video uploaded successfully!");
    expect(answer.video).toMatchObject({
      title: "Breathing Together",
      keywords: ["breathing", "calm", "classroom time"],
      isApproved: false,
      approved: false,
      status: "draft",
      uploadedBy: { _id: actor.id, name: actor.name, email: actor.email },
      coverImage: expect.stringContaining(step.coverImage.key.replaceAll("/", "%2F")),
      videoUrl: expect.stringContaining(step.video.key.replaceAll("/", "%2F")),
    });
    const db = await getDb();
    const [row] = await db.select().from(libraryItems);
    expect(row).toMatchObject({ videoKey: step.video.key, coverKey: step.coverImage.key, coverType: "image/png", approvedAt: null });
    expect(row!.durationSeconds).toBeGreaterThan(0);
    expect(await uploadRows()).toMatchObject([{ status: "confirmed" }]);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, row!.id))).toMatchObject([{ action: "library.upload" }]);
  });

  it("refuses a file that is not what it claims: 422 naming it, both objects deleted, the upload refused, no item", async () => {
    const actor = await staff();
    const step = await uploaded(actor, { cover: fileBytes("text", 2048) });
    const error = await rejection(confirmLibraryUpload(actor, { uploadToken: step.uploadToken }));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.fields).toEqual({ coverImage: "The cover image is not a JPEG, PNG or WebP image" });
    expect(storage.deleted.sort()).toEqual([step.video.key, step.coverImage.key].sort());
    expect(await uploadRows()).toMatchObject([{ status: "rejected" }]);
    expect(await countRows(libraryItems)).toBe(0);
  });

  it("refuses a second confirm (409), another account's token (403) and a token of another purpose (422), touching no file", async () => {
    const actor = await staff();
    const step = await uploaded(actor);
    await confirmLibraryUpload(actor, { uploadToken: step.uploadToken });
    await expect(confirmLibraryUpload(actor, { uploadToken: step.uploadToken })).rejects.toBeInstanceOf(ConflictError);

    const other = await uploaded(actor);
    await expect(confirmLibraryUpload(await staff(), { uploadToken: other.uploadToken })).rejects.toBeInstanceOf(ForbiddenError);
    const [row] = (await uploadRows()).filter((u) => u.status === "issued");
    const foreign = await signUploadToken("video", { uploaderId: actor.id, uploadId: row!.id, meta: {} });
    await expect(confirmLibraryUpload(actor, { uploadToken: foreign })).rejects.toBeInstanceOf(InvalidError);
    await expect(confirmLibraryUpload(actor, { uploadToken: "nonsense" })).rejects.toBeInstanceOf(InvalidError);
    expect(storage.deleted).toEqual([]);
    expect(await countRows(libraryItems)).toBe(1);
  });
});

describe("uploadLibraryMultipart (POST library/uploadLibraryVideo, the spec's multipart body)", () => {
  const request = async (parts: Parameters<typeof multipartBody>[0]) => {
    const { body, headers } = await multipartBody(parts);
    return new Request("http://localhost/api/v1/library/uploadLibraryVideo", {
      method: "POST",
      body,
      headers: { ...headers, "content-length": String(body.byteLength) },
    });
  };
  const fields: Parameters<typeof multipartBody>[0] = [
    ["title", "Box Breathing"],
    ["author", "Priya Raman"],
    ["subject", "Focus"],
    ["keywords", "breathing, exams"],
    ["description", "A steady square of breath"],
  ];

  it("streams both files to storage, checks them and creates the draft", async () => {
    const actor = await staff();
    const answer = await uploadLibraryMultipart(
      actor,
      await request([...fields, ["video", mediaFixture("clip.mp4"), "video/mp4"], ["coverImage", mediaFixture("still.jpg"), "image/jpeg"]]),
    );
    expect(answer.video).toMatchObject({ title: "Box Breathing", keywords: ["breathing", "exams"], status: "draft" });
    expect(storage.keys()).toHaveLength(2);
    expect(await countRows(libraryItems)).toBe(1);
  });

  it("keeps neither a row nor a file when the cover is missing or the details are wrong", async () => {
    const actor = await staff();
    const missing = await rejection(
      uploadLibraryMultipart(actor, await request([...fields, ["video", mediaFixture("clip.mp4"), "video/mp4"]])),
    );
    expect(missing.fields).toEqual({ coverImage: "Please select a cover image" });
    const wrong = await rejection(
      uploadLibraryMultipart(
        actor,
        await request([
          ...fields.filter(([name]) => name !== "title"),
          ["video", mediaFixture("clip.mp4"), "video/mp4"],
          ["coverImage", mediaFixture("still.jpg"), "image/jpeg"],
        ]),
      ),
    );
    expect(wrong.fields).toMatchObject({ title: "Please enter a title" });
    expect(storage.keys()).toEqual([]);
    expect(await countRows(libraryItems)).toBe(0);
    expect((await uploadRows()).every((u) => u.status === "rejected")).toBe(true);
  });
});
