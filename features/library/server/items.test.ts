import { describe, expect, it } from "vitest";
import { libraryItems, uploads } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, auditsOf, createUser, getDb, type NewUser, queuedDeletions, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { createLibraryItem } from "@/test/library";
import { mediaFixture } from "@/test/media";
import { fileBytes } from "@/test/memory-storage";
import { multipartBody } from "@/test/multipart";
import { setUpMemoryStorage } from "@/test/storage";
import { approveLibraryItem, deleteLibraryItem, getLibraryItem, updateLibraryItem } from "./items";
import { requestLibraryReplacement } from "./upload";
import { updateLibraryMultipart } from "./upload-multipart";

const storage = setUpMemoryStorage();

const stored = (id: string) => rowById(libraryItems, id);
const staffRow = () => createUser({ role: "admin" });

describe("getLibraryItem (GET library/LibraryVideo/{id})", () => {
  it("gives a published item to everyone, with a streaming URL only for a signed-in, approved account", async () => {
    const admin = await staffRow();
    const item = await createLibraryItem(admin, { title: "Open" });
    expect(await getLibraryItem(null, item.id)).toMatchObject({
      _id: item.id,
      title: "Open",
      videoUrl: null,
      coverImage: expect.any(String),
    });
    expect((await getLibraryItem(actorFor(await createUser({ role: "user" })), item.id)).videoUrl).toContain(
      encodeURIComponent(item.videoKey),
    );
    expect((await getLibraryItem(actorFor(await createUser({ role: "school", status: "pending" })), item.id)).videoUrl).toBeNull();
  });

  it("answers 404 'Library Video not found' for a draft to anyone but staff, the bin, unknown and malformed ids", async () => {
    const admin = await staffRow();
    const draft = await createLibraryItem(admin, { published: false });
    expect(await getLibraryItem(actorFor(admin), draft.id)).toMatchObject({ status: "draft", videoUrl: expect.any(String) });
    for (const actor of [
      null,
      actorFor(await createUser({ role: "user" })),
      actorFor(await createUser({ role: "admin", allowedTabs: ["user-management"] })),
    ]) {
      await expect(getLibraryItem(actor, draft.id)).rejects.toThrow("Library Video not found");
    }
    const binned = await createLibraryItem(admin, { deletedAt: new Date() });
    for (const id of [binned.id, crypto.randomUUID(), "1' OR '1'='1"]) {
      await expect(getLibraryItem(actorFor(admin), id)).rejects.toBeInstanceOf(NotFoundError);
    }
  });
});

describe("updateLibraryItem (PUT library/LibraryVideo/{id})", () => {
  it("changes the details sent, keeps the rest and the publication, and audits the fields", async () => {
    const admin = await staffRow();
    const item = await createLibraryItem(admin, { keywords: ["calm"] });
    const answer = await updateLibraryItem(actorFor(admin), item.id, { title: " New title ", keywords: "Focus, calm, FOCUS" });
    expect(answer.message).toBe("Library Video updated successfully");
    expect(answer.video).toMatchObject({ title: "New title", keywords: ["focus", "calm"], author: item.author, isApproved: true });
    expect(await stored(item.id)).toMatchObject({ title: "New title", keywords: ["focus", "calm"], approvedAt: item.approvedAt });
    expect((await auditsOf(item.id)).map((a) => [a.action, a.details])).toEqual([["library.update", { fields: ["title", "keywords"] }]]);
  });

  it("accepts an item object we answered with, sent back with its read-only keys unchanged; refuses them changed (422), writing nothing", async () => {
    const admin = await staffRow();
    const item = await createLibraryItem(admin, { published: false });
    const ours = await getLibraryItem(actorFor(admin), item.id);
    await updateLibraryItem(actorFor(admin), item.id, { ...ours, description: "Sent back whole" });
    expect((await stored(item.id))?.description).toBe("Sent back whole");

    const again = await getLibraryItem(actorFor(admin), item.id);
    for (const [key, value] of [
      ["isApproved", true],
      ["approved", true],
      ["_id", crypto.randomUUID()],
      ["coverImage", "memory://download/elsewhere"],
      ["uploadedBy", { _id: crypto.randomUUID(), name: "Someone" }],
    ] as const) {
      const error = await rejection(updateLibraryItem(actorFor(admin), item.id, { ...again, [key]: value, title: "Changed" }));
      expect(error, key).toBeInstanceOf(InvalidError);
      expect(Object.keys(error.fields ?? {}), key).toEqual([key]);
    }
    await expect(updateLibraryItem(actorFor(admin), item.id, { approvedBy: admin.id })).rejects.toBeInstanceOf(InvalidError);
    expect(await stored(item.id)).toMatchObject({ title: item.title, approvedAt: null });
  });

  it("writes nothing for a body that changes nothing, and refuses blank details with 422", async () => {
    const admin = await staffRow();
    const item = await createLibraryItem(admin);
    await updateLibraryItem(actorFor(admin), item.id, { title: item.title, keywords: item.keywords });
    expect((await stored(item.id))?.updatedAt).toEqual(item.updatedAt);
    expect(await auditsOf(item.id)).toEqual([]);
    expect((await rejection(updateLibraryItem(actorFor(admin), item.id, { author: "  " }))).fields).toEqual({
      author: "Please enter the author",
    });
    expect((await rejection(updateLibraryItem(actorFor(admin), item.id, { keywords: [] }))).fields).toEqual({
      keywords: "Please enter at least one keyword",
    });
  });

  it("answers 404 (never 500) for an unknown, malformed or binned id, and 403/401 for anyone but staff", async () => {
    const admin = await staffRow();
    const binned = await createLibraryItem(admin, { deletedAt: new Date() });
    for (const id of [crypto.randomUUID(), "nope", binned.id]) {
      await expect(updateLibraryItem(actorFor(admin), id, { title: "X" })).rejects.toThrow("Library Video not found");
    }
    const item = await createLibraryItem(admin);
    await expect(updateLibraryItem(actorFor(await createUser({ role: "instructor" })), item.id, { title: "X" })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(updateLibraryItem(null, item.id, { title: "X" })).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("replaces the cover uploaded with POST …/files: checked, swapped in, the old one deleted after commit; the token works once", async () => {
    const admin = await staffRow();
    const actor = actorFor(admin);
    const item = await createLibraryItem(admin);
    const cover = fileBytes("webp", 3000);
    const step = await requestLibraryReplacement(actor, item.id, { coverImage: { contentType: "image/webp", size: cover.length } });
    expect(step).not.toHaveProperty("video");
    storage.place(step.coverImage!.key, cover);

    const answer = await updateLibraryItem(actor, item.id, { uploadToken: step.uploadToken, subject: "Sleep" });
    expect(answer.video.subject).toBe("Sleep");
    expect(await stored(item.id)).toMatchObject({ coverKey: step.coverImage!.key, coverType: "image/webp", videoKey: item.videoKey });
    expect(await queuedDeletions()).toEqual([item.coverKey]);
    await expect(updateLibraryItem(actor, item.id, { uploadToken: step.uploadToken })).rejects.toBeInstanceOf(ConflictError);
  });

  it("refuses replacement files that are wrong (422, deleted, the item unchanged) or meant for another item (403)", async () => {
    const admin = await staffRow();
    const actor = actorFor(admin);
    const item = await createLibraryItem(admin);
    const other = await createLibraryItem(admin);
    const step = await requestLibraryReplacement(actor, item.id, { video: { contentType: "video/mp4", size: 100 } });
    storage.place(step.video!.key, fileBytes("text", 100));
    const error = await rejection(updateLibraryItem(actor, item.id, { uploadToken: step.uploadToken, title: "Not saved" }));
    expect(error.fields).toEqual({ video: "The video file is not an MP4, WebM or QuickTime video that can be played" });
    expect(storage.deleted).toEqual([step.video!.key]);
    expect(await stored(item.id)).toMatchObject({ title: item.title, videoKey: item.videoKey });

    const next = await requestLibraryReplacement(actor, item.id, { video: { contentType: "video/mp4", size: 4096 } });
    storage.place(next.video!.key, fileBytes("mp4", 4096));
    await expect(updateLibraryItem(actor, other.id, { uploadToken: next.uploadToken })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateLibraryItem(actorFor(await staffRow()), item.id, { uploadToken: next.uploadToken })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect((await stored(other.id))?.videoKey).toBe(other.videoKey);
  });

  it("asks for at least one file in step one of a replacement", async () => {
    const admin = await staffRow();
    const item = await createLibraryItem(admin);
    expect((await rejection(requestLibraryReplacement(actorFor(admin), item.id, {}))).fields).toEqual({
      video: "Please choose a new video or cover image",
    });
    await expect(
      requestLibraryReplacement(actorFor(admin), crypto.randomUUID(), { video: { contentType: "video/mp4", size: 10 } }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("takes the spec's multipart body: text fields (blank ones unchanged) and an optional new video, whose length is read from it", async () => {
    const admin = await staffRow();
    const item = await createLibraryItem(admin, { durationSeconds: 999 });
    const { body, headers } = await multipartBody([
      ["title", "Evening calm"],
      ["author", ""],
      ["keywords", "sleep, evening"],
      ["video", mediaFixture("clip.webm"), "video/webm"],
    ]);
    const req = new Request("http://localhost/", {
      method: "PUT",
      body,
      headers: { ...headers, "content-length": String(body.byteLength) },
    });
    const answer = await updateLibraryMultipart(actorFor(admin), item.id, req);
    expect(answer.video).toMatchObject({ title: "Evening calm", author: item.author, keywords: ["sleep", "evening"] });
    const row = await stored(item.id);
    expect(row).toMatchObject({ videoType: "video/webm", coverKey: item.coverKey });
    expect(row?.durationSeconds).not.toBe(999);
    expect(await queuedDeletions()).toEqual([item.videoKey]);
    const db = await getDb();
    expect(await db.select({ status: uploads.status }).from(uploads)).toEqual([{ status: "confirmed" }]);
  });

  it("answers 404 to a multipart update of an unknown item before reading the body", async () => {
    const admin = await staffRow();
    const { body, headers } = await multipartBody([["video", mediaFixture("clip.mp4"), "video/mp4"]]);
    const req = new Request("http://localhost/", { method: "PUT", body, headers });
    await expect(updateLibraryMultipart(actorFor(admin), crypto.randomUUID(), req)).rejects.toBeInstanceOf(NotFoundError);
    expect(storage.keys()).toEqual([]);
  });
});

describe("approveLibraryItem (PUT library/approveBook/{id})", () => {
  it("publishes a draft once, audited; a published one is a 409; the bin and unknown ids 404", async () => {
    const admin = await staffRow();
    const draft = await createLibraryItem(admin, { published: false });
    const answer = await approveLibraryItem(actorFor(admin), draft.id);
    expect(answer).toMatchObject({ message: "Library video published successfully", video: { isApproved: true, status: "published" } });
    expect(await stored(draft.id)).toMatchObject({ approvedBy: admin.id, approvedAt: expect.any(Date) });
    expect((await auditsOf(draft.id)).map((a) => a.action)).toEqual(["library.approve"]);
    await expect(approveLibraryItem(actorFor(admin), draft.id)).rejects.toBeInstanceOf(ConflictError);

    const binned = await createLibraryItem(admin, { published: false, deletedAt: new Date() });
    for (const id of [binned.id, crypto.randomUUID(), "x"]) {
      await expect(approveLibraryItem(actorFor(admin), id)).rejects.toBeInstanceOf(NotFoundError);
    }
    expect((await stored(binned.id))?.approvedAt).toBeNull();
  });

  it("is staff's with the content tab only", async () => {
    const admin = await staffRow();
    const draft = await createLibraryItem(admin, { published: false });
    for (const spec of [
      { role: "user" },
      { role: "instructor" },
      { role: "admin", allowedTabs: ["donation-tracking"] },
    ] satisfies NewUser[]) {
      await expect(approveLibraryItem(actorFor(await createUser(spec)), draft.id)).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect((await stored(draft.id))?.approvedAt).toBeNull();
  });
});

describe("deleteLibraryItem (DELETE library/LibraryVideo/{id})", () => {
  it("moves the item to the library bin with who and when, once; audited; it leaves every list", async () => {
    const admin = await staffRow();
    const item = await createLibraryItem(admin);
    expect(await deleteLibraryItem(actorFor(admin), item.id)).toEqual({ message: "Library video moved to Recycle Bin successfully" });
    expect(await stored(item.id)).toMatchObject({ deletedBy: admin.id, deletedAt: expect.any(Date), approvedAt: item.approvedAt });
    await expect(deleteLibraryItem(actorFor(admin), item.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getLibraryItem(null, item.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await auditsOf(item.id)).map((a) => a.action)).toEqual(["library.delete"]);
    expect(storage.deleted).toEqual([]);
  });
});
