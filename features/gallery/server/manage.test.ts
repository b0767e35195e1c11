import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, galleryImages, rateLimitHits } from "@/lib/db/schema";
import { actorFor, createUser, getDb, queuedDeletions, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { multipartBody, type FormPart } from "@/test/multipart";
import { imageMetadata, phonePhoto } from "@/test/photos";
import { setUpMemoryStorage } from "@/test/storage";
import { OWN_PAGE_SIZE } from "../schema";
import { deletePhoto, listOwnPhotos, updatePhoto, updatePhotoMultipart } from "./manage";
import { galleryUploadLimit } from "./upload";
import { insertPhoto } from "./testing";

const storage = setUpMemoryStorage();

const schoolRow = (name = "Riverside Primary School") => createUser({ role: "school", name });
const admin = async () => actorFor(await createUser({ role: "admin" }));

const stored = (id: string) => rowById(galleryImages, id);

describe("updatePhoto", () => {
  it("a school's edit of its own photo changes only what it sends and sends the photo back to review", async () => {
    const row = await schoolRow();
    const photo = await insertPhoto(row, { status: "rejected", rejectionReason: "Blurred", title: "Old", description: "Kept" });
    const answer = await updatePhoto(actorFor(row), photo.id, { title: "  New title ", category: "arts" });
    expect(answer).toMatchObject({
      message: "Image updated successfully.",
      image: { title: "New title", category: "arts", description: "Kept", status: "pending", rejectionReason: null },
    });
    expect(await stored(photo.id)).toMatchObject({ status: "pending", reviewedAt: null, reviewedBy: null, rejectionReason: null });
    const db = await getDb();
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, photo.id));
    expect(audit?.details).toMatchObject({ fields: ["title", "category"], from: "rejected", to: "pending", fileReplaced: false });
  });

  it("writes nothing for a body that changes nothing (an approved photo stays approved), and 422 for an empty body", async () => {
    const row = await schoolRow();
    const school = actorFor(row);
    const photo = await insertPhoto(row, { status: "approved", title: "Same", category: "event" });
    const { image } = await updatePhoto(school, photo.id, { title: "Same", category: "event" });
    expect(image.status).toBe("approved");
    // The whole object we answered may come back unchanged (its URLs are signed afresh each time).
    const echoed = await updatePhoto(school, photo.id, { ...image, imageUrl: "https://elsewhere.example/x.webp" });
    expect(echoed.image.status).toBe("approved");
    expect((await stored(photo.id))?.updatedAt).toEqual(photo.updatedAt);
    expect(await rejection(updatePhoto(school, photo.id, {}))).toMatchObject({ status: 422, message: "No data provided for update." });
    // Read-only fields that differ are refused.
    expect(await rejection(updatePhoto(school, photo.id, { title: "X", status: "pending" }))).toMatchObject({
      status: 422,
      message: "Status cannot be changed here",
    });
    // The school's name, whatever the client sends under it, is ignored: the photo keeps its own.
    for (const schoolName of ["Hillside Academy", "  riverside   PRIMARY school ", "", null, 3])
      expect((await updatePhoto(school, photo.id, { title: "Same", schoolName })).image).toMatchObject({
        status: "approved",
        schoolName: "Riverside Primary School",
      });
    expect((await updatePhoto(await admin(), photo.id, { title: "Same", schoolName: "Hillside Academy" })).image.status).toBe("approved");
    expect((await stored(photo.id))?.updatedAt).toEqual(photo.updatedAt);
    expect(await rejection(updatePhoto(school, photo.id, { title: "" }))).toMatchObject({
      status: 422,
      message: "Please enter a photo title",
    });
  });

  it("staff may correct any photo and its status stays", async () => {
    const photo = await insertPhoto(await schoolRow(), { status: "approved", description: "Typo" });
    const { image } = await updatePhoto(await admin(), photo.id, { description: "" });
    expect(image).toMatchObject({ status: "approved", description: "" });
    expect((await stored(photo.id))?.description).toBeNull();
  });

  it("another school: 403 on a published photo, 404 on one it may not know of; nothing changes", async () => {
    const owner = await schoolRow();
    const other = actorFor(await schoolRow("Hillside Academy"));
    const published = await insertPhoto(owner, { status: "approved", title: "Mine" });
    const waiting = await insertPhoto(owner, { status: "pending", title: "Mine too" });
    expect((await rejection(updatePhoto(other, published.id, { title: "Theirs" }))).status).toBe(403);
    expect((await rejection(updatePhoto(other, waiting.id, { title: "Theirs" }))).status).toBe(404);
    expect((await rejection(deletePhoto(other, published.id))).status).toBe(403);
    expect((await rejection(deletePhoto(other, waiting.id))).status).toBe(404);
    expect((await stored(published.id))?.title).toBe("Mine");
    expect((await stored(waiting.id))?.deletedAt).toBeNull();
    for (const role of ["user", "instructor"] as const)
      expect((await rejection(updatePhoto(actorFor(await createUser({ role })), published.id, { title: "X" }))).status).toBe(403);
    expect(
      (await rejection(updatePhoto(actorFor(await createUser({ role: "admin", allowedTabs: ["content"] })), published.id, { title: "X" })))
        .status,
    ).toBe(403);
    expect((await rejection(updatePhoto(null, published.id, { title: "X" }))).status).toBe(401);
  });

  it("multipart with a new file: new sizes without GPS swapped in, the old ones and the original deleted after commit, back to review", async () => {
    const row = await schoolRow();
    const photo = await insertPhoto(row, { status: "approved", title: "Old" }, storage);
    const oldKeys = photo.variants.map((v) => v.key);
    const parts: FormPart[] = [
      ["title", ""],
      ["category", "event"],
      // The spec's edit form sends the school's name as typed: ignored.
      ["schoolName", "Hillside Academy"],
      ["file", new Uint8Array(await phonePhoto(1000, 800)), "image/jpeg"],
    ];
    const { body, headers } = await multipartBody(parts);
    const req = new Request("http://localhost/", { method: "PUT", body, headers: { ...headers, "content-length": String(body.length) } });
    const { image } = await updatePhotoMultipart(actorFor(row), photo.id, req);
    expect(image).toMatchObject({
      title: "Old",
      category: "event",
      status: "pending",
      width: 800,
      height: 1000,
      schoolName: "Riverside Primary School",
    });
    const updated = await stored(photo.id);
    expect(updated?.variants.map((v) => v.width)).toEqual([480, 800]);
    const queued = await queuedDeletions();
    expect(queued).toEqual(expect.arrayContaining(oldKeys));
    expect(queued).toHaveLength(oldKeys.length + 1);
    await deliverOutbox();
    for (const key of oldKeys) expect(storage.objects.has(key)).toBe(false);
    expect(storage.keys().sort()).toEqual(updated!.variants.map((v) => v.key).sort());
    for (const variant of updated!.variants) expect((await imageMetadata(storage.objects.get(variant.key)!)).hasGps).toBe(false);
  });

  it("multipart edits of the text alone spend none of the school's upload allowance", async () => {
    const row = await schoolRow();
    const photo = await insertPhoto(row, { status: "pending", title: "First" }, storage);
    const limit = galleryUploadLimit(row.id);
    for (let i = 0; i < limit.max + 2; i++) {
      const { body, headers } = await multipartBody([["title", `Edit ${i}`]]);
      const req = new Request("http://localhost/", { method: "PUT", body, headers: { ...headers, "content-length": String(body.length) } });
      expect((await updatePhotoMultipart(actorFor(row), photo.id, req)).image).toMatchObject({ title: `Edit ${i}` });
    }
    const db = await getDb();
    expect(await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, limit.key))).toHaveLength(0);
    // A new file still counts.
    const { body, headers } = await multipartBody([["file", new Uint8Array(await phonePhoto(400, 300)), "image/jpeg"]]);
    const req = new Request("http://localhost/", { method: "PUT", body, headers: { ...headers, "content-length": String(body.length) } });
    await updatePhotoMultipart(actorFor(row), photo.id, req);
    expect(await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, limit.key))).toHaveLength(1);
  });

  it("multipart: a committed change keeps its new sizes even when its answer then fails; a refused one deletes them", async () => {
    const row = await schoolRow();
    const photo = await insertPhoto(row, { status: "approved" }, storage);
    const oldKeys = photo.variants.map((v) => v.key);
    const send = async (parts: FormPart[]) => {
      const { body, headers } = await multipartBody(parts);
      return new Request("http://localhost/", { method: "PUT", body, headers: { ...headers, "content-length": String(body.length) } });
    };
    const file: FormPart = ["file", new Uint8Array(await phonePhoto(600, 400)), "image/jpeg"];
    // Signing the new sizes' URLs for the answer fails (storage credentials gone, say): after the commit.
    const sign = storage.createDownloadUrl.bind(storage);
    const spy = vi.spyOn(storage, "createDownloadUrl").mockImplementation(async (key, options) => {
      if (!oldKeys.includes(key)) throw new Error("the storage's credentials could not be resolved");
      return sign(key, options);
    });
    try {
      await expect(updatePhotoMultipart(actorFor(row), photo.id, await send([file]))).rejects.toThrow("credentials");
    } finally {
      spy.mockRestore();
    }
    const updated = await stored(photo.id);
    expect(updated?.variants.map((v) => v.key)).not.toEqual(oldKeys);
    for (const variant of updated!.variants) expect(storage.objects.has(variant.key)).toBe(true);

    // Refused (a title too long): the sizes made for it are deleted (through the outbox), the photo keeps its own.
    await deliverOutbox();
    const keysBefore = storage.keys().sort();
    expect((await rejection(updatePhotoMultipart(actorFor(row), photo.id, await send([["title", "x".repeat(500)], file])))).status).toBe(
      422,
    );
    await deliverOutbox();
    expect(storage.keys().sort()).toEqual(keysBefore);
  });

  it("multipart from another school is refused before the body is read, and keeps nothing", async () => {
    const owner = await schoolRow();
    const photo = await insertPhoto(owner, { status: "pending" }, storage);
    const before = storage.keys().sort();
    const { body, headers } = await multipartBody([["file", new Uint8Array(await phonePhoto(400, 300)), "image/jpeg"]]);
    const req = new Request("http://localhost/", { method: "PUT", body, headers });
    expect((await rejection(updatePhotoMultipart(actorFor(await schoolRow("Hillside")), photo.id, req))).status).toBe(404);
    expect(storage.keys().sort()).toEqual(before);
  });
});

describe("deletePhoto", () => {
  it("moves the school's own photo to the bin (the same row); staff may delete any, the superadmin a pending one", async () => {
    const row = await schoolRow();
    const own = await insertPhoto(row);
    expect(await deletePhoto(actorFor(row), own.id)).toEqual({ message: "Image moved to Recycle Bin." });
    expect(await stored(own.id)).toMatchObject({ id: own.id, status: "approved", deletedBy: row.id, deletedAt: expect.any(Date) });
    expect((await rejection(deletePhoto(actorFor(row), own.id))).status).toBe(404);

    const pending = await insertPhoto(row, { status: "pending" });
    const superadmin = actorFor(await createUser({ role: "superadmin" }));
    await deletePhoto(superadmin, pending.id);
    expect((await stored(pending.id))?.deletedBy).toBe(superadmin.id);
  });
});

describe("listOwnPhotos", () => {
  it("lists the school's own photos in every status, newest first, paged; never another school's or the bin's", async () => {
    const row = await schoolRow();
    const other = await schoolRow("Hillside Academy");
    const hour = 60 * 60_000;
    for (let i = 0; i < OWN_PAGE_SIZE + 1; i++)
      await insertPhoto(row, {
        title: `Mine ${i}`,
        status: (["pending", "approved", "rejected"] as const)[i % 3],
        createdAt: new Date(Date.now() - (10 - i) * hour),
      });
    await insertPhoto(row, { title: "Binned", deletedAt: new Date() });
    await insertPhoto(other, { title: "Theirs" });
    const first = await listOwnPhotos(actorFor(row), {});
    expect(first.total).toBe(OWN_PAGE_SIZE + 1);
    expect(first.images[0]?.title).toBe(`Mine ${OWN_PAGE_SIZE}`);
    expect(first.images).toHaveLength(OWN_PAGE_SIZE);
    expect((await listOwnPhotos(actorFor(row), { page: "2" })).images.map((i) => i.title)).toEqual(["Mine 0"]);
    expect((await rejection(listOwnPhotos(await admin(), {}))).status).toBe(403);
  });
});
