import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { galleryImages, uploads } from "@/lib/db/schema";
import { deleteExpiredUploads, recordDerivedKey } from "@/lib/uploads";
import { actorFor, countRows, createUser, getDb, queuedDeletions } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { fileBytes } from "@/test/memory-storage";
import { multipartBody, type FormPart } from "@/test/multipart";
import { imageMetadata, phonePhoto } from "@/test/photos";
import { setUpMemoryStorage } from "@/test/storage";
import { PHOTO_RULE } from "../schema";
import { confirmPhotoUpload, galleryUploadLimit, requestPhotoUpload, uploadPhotoMultipart } from "./upload";
import { captureLogs } from "@/test/logs";

const storage = setUpMemoryStorage();

afterEach(() => {
  vi.restoreAllMocks();
});

const school = async (name = "Riverside Primary School") => actorFor(await createUser({ role: "school", name }));
const details = { title: "Sports day", category: "sports", description: "The relay" };

/** Step one, the browser's PUT of `bytes`, step two: what our upload dialog does. */
async function uploadThrough(actor: Awaited<ReturnType<typeof school>>, bytes: Uint8Array, type = "image/jpeg") {
  const answer = await requestPhotoUpload(actor, { ...details, image: { contentType: type, size: bytes.length } });
  const put = await storage.fetch(answer.image.upload.url, { method: "PUT", headers: answer.image.upload.headers, body: bytes });
  expect(put.status).toBe(201);
  return { answer, confirm: () => confirmPhotoUpload(actor, { uploadToken: answer.uploadToken }) };
}

async function onlyPhoto() {
  const db = await getDb();
  const rows = await db.select().from(galleryImages);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("the direct upload", () => {
  it("stores upright WebP sizes without EXIF or GPS, creates the photo pending with the account's name, and deletes the original after commit", async () => {
    const actor = await school();
    const photo = new Uint8Array(await phonePhoto(2400, 1600));
    const { answer, confirm } = await uploadThrough(actor, photo);
    expect(answer.image.key).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(storage.targets).toEqual([{ key: answer.image.key, contentType: "image/jpeg", size: photo.length }]);

    const created = await confirm();
    expect(created.message).toBe("Image uploaded");
    expect(created.image).toMatchObject({
      title: "Sports day",
      category: "sports",
      description: "The relay",
      status: "pending",
      approved: false,
      rejected: false,
      schoolName: "Riverside Primary School",
      uploadedBy: { _id: actor.id, name: "Riverside Primary School" },
      width: 1600,
      height: 2400,
    });
    // A school's own answer never carries an e-mail (staff only), nor a storage key.
    expect(created.image.uploadedBy).not.toHaveProperty("email");
    expect(JSON.stringify(created)).not.toContain("images/");

    const row = await onlyPhoto();
    expect(row.schoolId).toBe(actor.id);
    expect(row.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 720],
      [960, 1440],
      [1600, 2400],
    ]);
    for (const variant of row.variants) {
      const meta = await imageMetadata(storage.objects.get(variant.key)!);
      expect(meta).toMatchObject({ format: "webp", hasExif: false, hasGps: false, hasXmp: false, orientation: undefined });
    }
    // The original (with its GPS) is deleted once the row has committed, through the outbox.
    expect(await queuedDeletions()).toEqual([answer.image.key]);
    // And again once its upload URL is dead: stored again through it, it would have no row.
    expect(await queuedDeletions({ later: true })).toEqual([answer.image.key]);
    expect(storage.objects.has(answer.image.key)).toBe(true);
    await deliverOutbox();
    expect(storage.objects.has(answer.image.key)).toBe(false);
    expect([...storage.objects.keys()].sort()).toEqual(row.variants.map((v) => v.key).sort());
    const db = await getDb();
    expect((await db.select().from(uploads))[0]?.status).toBe("confirmed");
  });

  it("records each size on its upload before storing it: sizes whose photo was never written are deleted when the upload expires", async () => {
    const actor = await school();
    const { confirm } = await uploadThrough(actor, new Uint8Array(await phonePhoto(1200, 800)));
    const db = await getDb();
    // The photo's transaction fails, and so does queueing its sizes' deletion (the database went away).
    const down = vi.spyOn(db, "transaction").mockRejectedValue(new Error("database down"));
    const logs = captureLogs();
    await expect(confirm()).rejects.toThrow("database down");
    down.mockRestore();
    expect(logs.lines.filter((line) => line.level === "error")).toHaveLength(1);
    const [upload] = await db.select().from(uploads);
    expect(upload).toMatchObject({ status: "issued" });
    expect(upload!.derivedKeys).toHaveLength(2);
    expect(storage.objects.size).toBe(3); // the original and its two sizes, no photo row

    await db.update(uploads).set({ expiresAt: sql`now() - interval '2 hours'` });
    expect(await deleteExpiredUploads()).toEqual({ rows: 1, objects: 3 });
    await deliverOutbox();
    expect(storage.objects.size).toBe(0);
    expect(await countRows(galleryImages)).toBe(0);
  });

  it("records, with the photo, who confirmed the school holds consent for the children shown and when; without it, not confirmed", async () => {
    const actor = await school();
    const bytes = new Uint8Array(await phonePhoto(800, 600));
    const before = Date.now();
    const answer = await requestPhotoUpload(actor, {
      ...details,
      consentConfirmed: true,
      image: { contentType: "image/jpeg", size: bytes.length },
    });
    await storage.fetch(answer.image.upload.url, { method: "PUT", headers: answer.image.upload.headers, body: bytes });
    const created = await confirmPhotoUpload(actor, { uploadToken: answer.uploadToken });
    const row = await onlyPhoto();
    expect(row.consentConfirmedBy).toBe(actor.id);
    expect(row.consentConfirmedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(created.image.consent).toEqual({
      confirmed: true,
      confirmedAt: row.consentConfirmedAt!.toISOString(),
      confirmedBy: { _id: actor.id, name: "Riverside Primary School" },
    });

    const db = await getDb();
    await db.delete(galleryImages);
    const { confirm } = await uploadThrough(actor, bytes);
    expect((await confirm()).image.consent).toEqual({ confirmed: false, confirmedAt: null, confirmedBy: null });
    expect(await onlyPhoto()).toMatchObject({ consentConfirmedAt: null, consentConfirmedBy: null });
    await expect(
      requestPhotoUpload(actor, { ...details, consentConfirmed: "perhaps", image: { contentType: "image/jpeg", size: bytes.length } }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("makes no size for an upload confirmed meanwhile (409), and keeps none", async () => {
    const actor = await school();
    const { confirm } = await uploadThrough(actor, new Uint8Array(await phonePhoto(1200, 800)));
    const db = await getDb();
    const [upload] = await db.select().from(uploads);
    await expect(recordDerivedKey(upload!.id, "images/2026/01/0c0c0c0c-0c0c-4c0c-8c0c-0c0c0c0c0c0c.webp")).resolves.toBeUndefined();
    await db.update(uploads).set({ status: "confirmed" });
    await expect(recordDerivedKey(upload!.id, "images/2026/01/0d0d0d0d-0d0d-4d0d-8d0d-0d0d0d0d0d0d.webp")).rejects.toThrow(
      "This upload has already been confirmed",
    );
    await db.update(uploads).set({ status: "issued" });
    // A confirm whose upload is taken between its check and its first size stores no size.
    const read = storage.readRange.bind(storage);
    vi.spyOn(storage, "readRange").mockImplementation(async (key, start, length) => {
      // The whole photo, read to be decoded: the check before it read headers only.
      if (start === 0 && length === storage.objects.get(key)?.length) await db.update(uploads).set({ status: "confirmed" });
      return read(key, start, length);
    });
    expect((await rejection(confirm())).status).toBe(409);
    expect(storage.objects.size).toBe(1); // the original alone, the other confirm's to keep
  });

  it("refuses a second confirm with 409 and leaves everything as it was", async () => {
    const actor = await school();
    const { confirm } = await uploadThrough(actor, new Uint8Array(await phonePhoto(800, 600)));
    await confirm();
    const keys = storage.keys().sort();
    const error = await rejection(confirm());
    expect(error.status).toBe(409);
    expect(await countRows(galleryImages)).toBe(1);
    expect(storage.keys().sort()).toEqual(keys);
  });

  it("refuses bytes that are not an image (422), marks the upload refused and deletes the object", async () => {
    const actor = await school();
    const { answer, confirm } = await uploadThrough(actor, fileBytes("text", 900));
    const error = await rejection(confirm());
    expect(error.status).toBe(422);
    expect(error.message).toBe(PHOTO_RULE.unreadable);
    expect(await countRows(galleryImages)).toBe(0);
    expect(storage.objects.has(answer.image.key)).toBe(false);
  });

  it("refuses a JPEG whose header reads but whose picture is cut off (422), and keeps no file", async () => {
    const actor = await school();
    const whole = await phonePhoto(1200, 800);
    const { answer, confirm } = await uploadThrough(actor, new Uint8Array(whole.subarray(0, Math.floor(whole.length / 2))));
    const error = await rejection(confirm());
    expect(error.status).toBe(422);
    expect(await countRows(galleryImages)).toBe(0);
    expect(storage.keys()).toEqual([]);
    expect(storage.deleted).toContain(answer.image.key);
  });

  it("checks the declared file, the details and who asks before anything is issued", async () => {
    const actor = await school();
    const image = { contentType: "image/jpeg", size: 1000 };
    const cases: [unknown, string][] = [
      [{ ...details, image: { contentType: "image/gif", size: 10 } }, PHOTO_RULE.wrongType],
      [{ ...details, image: { contentType: "image/png", size: 10 * 1024 * 1024 + 1 } }, PHOTO_RULE.tooLarge],
      [{ ...details, image: { contentType: "image/png", size: 0 } }, PHOTO_RULE.missing],
      [{ ...details, title: "  ", image }, "Please enter a photo title"],
      [{ ...details, category: "holiday", image }, "Please choose a category: event, classroom, sports, arts or general"],
      [{ ...details, image, status: "approved" }, "Unexpected field: status"],
    ];
    for (const [body, message] of cases) {
      const error = await rejection(requestPhotoUpload(actor, body));
      expect([error.status, error.message]).toEqual([422, message]);
    }
    expect(storage.targets).toEqual([]);
    expect(await countRows(uploads)).toBe(0);

    for (const role of ["user", "instructor", "admin", "superadmin"] as const) {
      const other = actorFor(await createUser({ role }));
      expect((await rejection(requestPhotoUpload(other, { ...details, image }))).status).toBe(403);
    }
    const pendingSchool = actorFor(await createUser({ role: "school", status: "pending" }));
    expect((await rejection(requestPhotoUpload(pendingSchool, { ...details, image }))).message).toBe("Your account is awaiting approval.");
    expect((await rejection(requestPhotoUpload(null, { ...details, image }))).status).toBe(401);
  });

  it("ignores a school name sent with the details, whatever it says: the photo is the account's, stored, answered as usual", async () => {
    const actor = await school();
    const bytes = new Uint8Array(await phonePhoto(600, 400));
    const answer = await requestPhotoUpload(actor, {
      ...details,
      schoolName: "Hillside Academy",
      image: { contentType: "image/jpeg", size: bytes.length },
    });
    await storage.fetch(answer.image.upload.url, { method: "PUT", headers: answer.image.upload.headers, body: bytes });
    const created = await confirmPhotoUpload(actor, { uploadToken: answer.uploadToken });
    expect(created).toMatchObject({
      message: "Image uploaded",
      image: { title: "Sports day", status: "pending", schoolName: "Riverside Primary School", uploadedBy: { _id: actor.id } },
    });
    const row = await onlyPhoto();
    expect([row.schoolId, row.schoolName]).toEqual([actor.id, "Riverside Primary School"]);
    expect(row.variants.every((variant) => storage.objects.has(variant.key))).toBe(true);
  });

  it("keeps the category general and the description empty when the form leaves them so", async () => {
    const actor = await school();
    const bytes = new Uint8Array(await phonePhoto(600, 400));
    const answer = await requestPhotoUpload(actor, {
      title: "Quiet time",
      category: "general",
      image: { contentType: "image/jpeg", size: bytes.length },
    });
    await storage.fetch(answer.image.upload.url, { method: "PUT", headers: answer.image.upload.headers, body: bytes });
    const { image } = await confirmPhotoUpload(actor, { uploadToken: answer.uploadToken });
    expect(image).toMatchObject({ category: "general", description: "" });
    // Upright it is 400 wide: one size, its own width, never enlarged.
    expect(image.images.map((i) => i.width)).toEqual([400]);
  });

  it("refuses another school's token (403) and a made-up one (422)", async () => {
    const owner = await school();
    const other = await school("Hillside Academy");
    const { answer } = await uploadThrough(owner, new Uint8Array(await phonePhoto(500, 400)));
    expect((await rejection(confirmPhotoUpload(other, { uploadToken: answer.uploadToken }))).status).toBe(403);
    const made = await rejection(confirmPhotoUpload(owner, { uploadToken: "not-a-token" }));
    expect([made.status, made.message]).toEqual([422, "This upload has expired or is not valid. Please upload the photo again."]);
    expect(await countRows(galleryImages)).toBe(0);
  });

  it("limits uploads per school (429), counting only valid requests", async () => {
    const actor = await school();
    const limit = galleryUploadLimit(actor.id);
    await rejection(requestPhotoUpload(actor, { title: "" }));
    for (let i = 0; i < limit.max; i++) await requestPhotoUpload(actor, { ...details, image: { contentType: "image/png", size: 100 } });
    const error = await rejection(requestPhotoUpload(actor, { ...details, image: { contentType: "image/png", size: 100 } }));
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/^Too many photo uploads\. Please try again in/);
    expect(await countRows(uploads)).toBe(limit.max);
    // Another school has its own allowance.
    await expect(
      requestPhotoUpload(await school("Hillside"), { ...details, image: { contentType: "image/png", size: 100 } }),
    ).resolves.toBeTruthy();
  });
});

describe("the multipart upload (the spec's client)", () => {
  const send = async (parts: FormPart[]) => {
    const { body, headers } = await multipartBody(parts);
    return new Request("http://localhost/api/v1/gallery/upload", {
      method: "POST",
      body,
      headers: { ...headers, "content-length": String(body.length) },
    });
  };

  it("takes title, schoolName and file: the same pending photo, sizes without GPS, the original deleted after commit", async () => {
    const actor = await school();
    const photo = new Uint8Array(await phonePhoto(2000, 1500));
    const created = await uploadPhotoMultipart(
      actor,
      await send([
        ["title", "Lantern walk"],
        ["schoolName", "riverside primary  school"],
        ["file", photo, "image/jpeg"],
      ]),
    );
    expect(created).toMatchObject({ message: "Image uploaded", image: { title: "Lantern walk", category: "general", status: "pending" } });
    const row = await onlyPhoto();
    expect(row.schoolName).toBe("Riverside Primary School");
    const [original] = await queuedDeletions();
    await deliverOutbox();
    expect(storage.objects.has(original!)).toBe(false);
    for (const variant of row.variants) expect((await imageMetadata(storage.objects.get(variant.key)!)).hasGps).toBe(false);
  });

  it('records the consent confirmed by a ticked box ("on"), and a photo sent without one (the spec\'s client) as not confirmed', async () => {
    const actor = await school();
    const photo = new Uint8Array(await phonePhoto(800, 600));
    const confirmed = await uploadPhotoMultipart(
      actor,
      await send([
        ["title", "Lantern walk"],
        ["consentConfirmed", "on"],
        ["file", photo, "image/jpeg"],
      ]),
    );
    expect(confirmed.image.consent).toMatchObject({ confirmed: true, confirmedBy: { _id: actor.id } });
    const db = await getDb();
    await db.delete(galleryImages);
    const silent = await uploadPhotoMultipart(
      actor,
      await send([
        ["title", "Lantern walk"],
        ["file", photo, "image/jpeg"],
      ]),
    );
    expect(silent.image.consent).toEqual({ confirmed: false, confirmedAt: null, confirmedBy: null });
  });

  it("takes a school name that differs from the account's and ignores it: the photo is stored under the account's name, answered as usual", async () => {
    const actor = await school();
    const photo = new Uint8Array(await phonePhoto(800, 600));
    for (const [title, schoolName] of [
      ["Sports day", "Hillside Academy"],
      ["Art fair", "Riverside Primary School, Year 4 (typed by the teacher)".repeat(20)],
    ]) {
      const created = await uploadPhotoMultipart(
        actor,
        await send([
          ["title", title!],
          ["schoolName", schoolName!],
          ["file", photo, "image/jpeg"],
        ]),
      );
      expect(created).toMatchObject({
        message: "Image uploaded",
        image: { title, status: "pending", approved: false, schoolName: "Riverside Primary School", uploadedBy: { _id: actor.id } },
      });
    }
    const db = await getDb();
    const rows = await db.select().from(galleryImages);
    expect(rows.map((r) => [r.schoolId, r.schoolName])).toEqual([
      [actor.id, "Riverside Primary School"],
      [actor.id, "Riverside Primary School"],
    ]);
    for (const row of rows) expect(row.variants.every((variant) => storage.objects.has(variant.key))).toBe(true);
  });

  it("refuses a missing file or title and a wrong type, and keeps nothing", async () => {
    const actor = await school();
    const photo = new Uint8Array(await phonePhoto(400, 300));
    const cases: [FormPart[], number, string][] = [
      [
        [
          ["title", "T"],
          ["schoolName", ""],
        ],
        422,
        PHOTO_RULE.missing,
      ],
      [
        [
          ["schoolName", ""],
          ["file", photo, "image/jpeg"],
        ],
        422,
        "Please enter a photo title",
      ],
      [
        [
          ["title", "T"],
          ["file", photo, "image/gif"],
        ],
        422,
        PHOTO_RULE.wrongType,
      ],
      [
        [
          ["title", "T"],
          ["file", fileBytes("text", 300), "image/png"],
        ],
        422,
        PHOTO_RULE.unreadable,
      ],
      [
        [
          ["title", "T"],
          ["status", "approved"],
          ["file", photo, "image/jpeg"],
        ],
        422,
        "Unexpected field: status",
      ],
    ];
    for (const [parts, status, message] of cases) {
      const error = await rejection(uploadPhotoMultipart(actor, await send(parts)));
      expect([error.status, error.message]).toEqual([status, message]);
    }
    expect(await countRows(galleryImages)).toBe(0);
    expect(storage.keys()).toEqual([]);
  });
});
