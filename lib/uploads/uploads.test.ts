import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploads } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError } from "@/lib/errors";
import { createUser, getDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { mediaFixture, type MediaFixture } from "@/test/media";
import { fileBytes } from "@/test/memory-storage";
import { requirePostgres } from "@/test/postgres";
import { setUpMemoryStorage } from "@/test/storage";
import { tampered } from "@/test/tamper";
import { VIDEO_FILE_RULE, fileSchema, type FileRule } from "./rules";
import { filledFields, requiredFile } from "./multipart";
import {
  abandonUpload,
  checkStoredFile,
  checkUploadedFiles,
  claimUpload,
  findIssuedUpload,
  issueUpload,
  issueUploadWithToken,
  issuedFile,
  verifyUploadClaims,
  wholeSeconds,
} from "./uploads";
import { signUploadToken, verifyUploadToken } from "./token";

// The confirm race below needs two transactions at once.
await requirePostgres();

const storage = setUpMemoryStorage();

const PHOTO: FileRule = {
  kind: "image",
  types: ["image/jpeg", "image/png", "image/webp"],
  maxBytes: 10_000,
  missing: "Please choose a photo",
  wrongType: "Please choose a JPEG, PNG or WebP image",
  tooLarge: "The photo is larger than 10 KB",
  notUploaded: "The photo was not uploaded",
  empty: "The photo is empty",
  wrongSize: "The photo is not the size that was announced",
  unreadable: "The photo is not a JPEG, PNG or WebP image",
};
const EXPIRED = "This upload has expired";

async function issuePhoto(size = 2000, contentType = "image/png") {
  const user = await createUser({ role: "school" });
  const db = await getDb();
  const issued = await issueUpload(db, {
    uploadedBy: user.id,
    purpose: "photo",
    files: [{ field: "image", rule: PHOTO, contentType, size }],
  });
  return { user, ...issued, key: issued.targets.image.key };
}

describe("fileSchema (the form's and the server's first check of a declared file)", () => {
  it("takes an allowed type of at most the rule's size, lower-casing the type, and words each refusal as the rule does", () => {
    const schema = fileSchema(PHOTO);
    expect(schema.parse({ contentType: "IMAGE/PNG", size: 10 })).toEqual({ contentType: "image/png", size: 10 });
    expect(schema.safeParse({ contentType: "image/gif", size: 10 }).error?.issues[0]?.message).toBe(PHOTO.wrongType);
    expect(schema.safeParse({ contentType: "image/png", size: 10_001 }).error?.issues[0]?.message).toBe(PHOTO.tooLarge);
    expect(schema.safeParse({ contentType: "image/png", size: 0 }).error?.issues[0]?.message).toBe(PHOTO.missing);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(PHOTO.missing);
    expect(schema.safeParse({ contentType: "image/png", size: 1, name: "x.png" }).success).toBe(false);
  });
});

describe("issueUpload", () => {
  it("records the upload with a key of ours per file and answers a signed target for exactly the declared size and type", async () => {
    const { user, upload, targets } = await issuePhoto(1234);
    expect(targets.image.key).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(targets.image.upload).toMatchObject({ method: "PUT" });
    expect(storage.targets).toEqual([{ key: targets.image.key, contentType: "image/png", size: 1234 }]);
    const db = await getDb();
    const [row] = await db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row).toMatchObject({
      status: "issued",
      purpose: "photo",
      uploadedBy: user.id,
      files: [{ field: "image", key: targets.image.key, type: "image/png", size: 1234 }],
    });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  });
});

describe("findIssuedUpload", () => {
  it("answers the caller's issued upload of that purpose; 422 for an unknown one or another purpose, 403 for another account's, 409 once confirmed", async () => {
    const { user, upload } = await issuePhoto();
    expect((await findIssuedUpload(user.id, upload.id, "photo", EXPIRED)).id).toBe(upload.id);
    await expect(findIssuedUpload(user.id, upload.id, "video", EXPIRED)).rejects.toThrow(EXPIRED);
    await expect(findIssuedUpload(user.id, crypto.randomUUID(), "photo", EXPIRED)).rejects.toBeInstanceOf(InvalidError);
    const stranger = await createUser({ role: "school" });
    await expect(findIssuedUpload(stranger.id, upload.id, "photo", EXPIRED)).rejects.toBeInstanceOf(ForbiddenError);
    const db = await getDb();
    await db.transaction((tx) => claimUpload(tx, upload.id, EXPIRED));
    await expect(findIssuedUpload(user.id, upload.id, "photo", EXPIRED)).rejects.toThrow("This upload has already been confirmed");
  });

  it("does not answer an expired upload", async () => {
    const { user, upload } = await issuePhoto();
    const db = await getDb();
    await db
      .update(uploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploads.id, upload.id));
    await expect(findIssuedUpload(user.id, upload.id, "photo", EXPIRED)).rejects.toThrow(EXPIRED);
  });
});

describe("checkStoredFile and checkUploadedFiles", () => {
  it("passes a real image of the declared size, with its sniffed type", async () => {
    const { upload, key } = await issuePhoto(2000);
    storage.place(key, fileBytes("png", 2000));
    expect(await checkUploadedFiles(storage, upload, { image: PHOTO })).toEqual({
      image: { key, type: "image/png", size: 2000, durationSeconds: null },
    });
  });

  const video = fileBytes("mp4", 2000);
  it.each([
    ["nothing stored", null, 2000, PHOTO.notUploaded],
    ["another size than declared", fileBytes("png", 1999), 2000, PHOTO.wrongSize],
    ["bytes that are not an image", fileBytes("text", 2000), 2000, PHOTO.unreadable],
    ["media of a type the rule does not take", video, video.length, PHOTO.unreadable],
  ])("refuses %s with the rule's words, marks the upload refused and deletes its object", async (_, bytes, size, message) => {
    const { user, upload, key } = await issuePhoto(size);
    if (bytes) storage.place(key, bytes);
    const error = await rejection(checkUploadedFiles(storage, upload, { image: PHOTO }));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error.message).toBe(message);
    expect(error.fields).toEqual({ image: message });
    expect(storage.objects.has(key)).toBe(false);
    await expect(findIssuedUpload(user.id, upload.id, "photo", EXPIRED)).rejects.toThrow(
      "This upload was refused; please upload the files again",
    );
  });

  it("refuses an empty object and one over the rule's limit", async () => {
    const key = "images/2026/11/00000000-0000-4000-8000-000000000001.png";
    storage.place(key, new Uint8Array(0));
    expect(await checkStoredFile(storage, { key, rule: PHOTO })).toEqual({ ok: false, message: PHOTO.empty });
    storage.objects.set(key, fileBytes("png", 10_001));
    expect(await checkStoredFile(storage, { key, rule: PHOTO })).toEqual({ ok: false, message: PHOTO.tooLarge });
  });
});

/** `mp4` with its header saying it lasts `seconds` (timescale 1 in mvhd and mdhd; tkhd in those units too). */
function claimingLength(mp4: Uint8Array, seconds: number): Uint8Array {
  const bytes = Buffer.from(mp4);
  const field = (box: string, offset: number, value: number) => {
    const at = bytes.indexOf(box);
    if (at < 0 || bytes[at + 4] !== 0) throw new Error(`no version 0 ${box} box`);
    bytes.writeUInt32BE(value, at + 4 + offset);
  };
  field("mvhd", 12, 1);
  field("mvhd", 16, seconds);
  field("tkhd", 20, seconds);
  field("mdhd", 12, 1);
  field("mdhd", 16, seconds);
  return bytes;
}

describe("a video's length from its header", () => {
  it("refuses a video whose header claims more than six hours (billions of seconds would overflow the column), keeps one within", async () => {
    const key = "videos/2026/11/00000000-0000-4000-8000-000000000002.mp4";
    const clip = fileBytes("mp4", 0);
    storage.place(key, claimingLength(clip, 3_000_000_000));
    expect(await checkStoredFile(storage, { key, rule: VIDEO_FILE_RULE })).toEqual({
      ok: false,
      message: "Videos may be at most 6 hours long",
    });
    storage.objects.set(key, claimingLength(clip, 5 * 60 * 60));
    expect(await checkStoredFile(storage, { key, rule: VIDEO_FILE_RULE })).toMatchObject({ ok: true, durationSeconds: 18_000 });
  });

  // A feature's own limit (the video settings' maximum length): real files of 2:30, each container.
  const withinAMinute: FileRule = {
    ...VIDEO_FILE_RULE,
    maxSeconds: 60,
    tooLong: (seconds) => `${Math.round(seconds)} s is over a minute`,
    lengthUnknown: "The length is unknown",
  };
  it.each<[MediaFixture, string]>([
    ["long.mp4", "mp4"],
    ["long.mov", "mov"],
    ["long.webm", "webm"],
  ])("refuses %s (2:30) over a one-minute limit in the rule's words, made from the length its header gives", async (fixture, ext) => {
    const key = `videos/2026/11/00000000-0000-4000-8000-000000000003.${ext}`;
    storage.place(key, mediaFixture(fixture));
    expect(await checkStoredFile(storage, { key, rule: withinAMinute })).toEqual({ ok: false, message: "150 s is over a minute" });
    expect(await checkStoredFile(storage, { key, rule: { ...withinAMinute, maxSeconds: 150 } })).toMatchObject({ ok: true });
  });

  it("refuses a video whose header gives no length when the rule says so, and takes it when the rule has no such words", async () => {
    const key = "videos/2026/11/00000000-0000-4000-8000-000000000004.webm";
    storage.place(key, mediaFixture("no-length.webm"));
    expect(await checkStoredFile(storage, { key, rule: withinAMinute })).toEqual({ ok: false, message: "The length is unknown" });
    expect(await checkStoredFile(storage, { key, rule: VIDEO_FILE_RULE })).toMatchObject({ ok: true, durationSeconds: null });
  });
});

describe("claimUpload", () => {
  it("of two confirms at once lets exactly one through; the other gets 409", async () => {
    for (let round = 0; round < 5; round++) {
      const { upload } = await issuePhoto();
      const db = await getDb();
      const results = await Promise.allSettled([
        db.transaction((tx) => claimUpload(tx, upload.id, EXPIRED)),
        db.transaction((tx) => claimUpload(tx, upload.id, EXPIRED)),
      ]);
      const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toBeInstanceOf(ConflictError);
    }
  });

  it("is undone with the transaction it ran in", async () => {
    const { user, upload } = await issuePhoto();
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await claimUpload(tx, upload.id, EXPIRED);
        throw new Error("the insert that followed failed");
      }),
    ).rejects.toThrow("the insert that followed failed");
    expect((await findIssuedUpload(user.id, upload.id, "photo", EXPIRED)).status).toBe("issued");
  });
});

describe("abandonUpload", () => {
  it("refuses the upload and deletes its objects; 409 and nothing deleted when it was confirmed meanwhile", async () => {
    const first = await issuePhoto();
    storage.place(first.key, fileBytes("png", 2000));
    await abandonUpload(storage, first.upload.id);
    expect(storage.deleted).toEqual([first.key]);

    const second = await issuePhoto();
    storage.place(second.key, fileBytes("png", 2000));
    const db = await getDb();
    await db.transaction((tx) => claimUpload(tx, second.upload.id, EXPIRED));
    await expect(abandonUpload(storage, second.upload.id)).rejects.toBeInstanceOf(ConflictError);
    expect(storage.objects.has(second.key)).toBe(true);
  });
});

describe("upload tokens", () => {
  it("carry the upload, its uploader and the feature's details, for their purpose only; an altered token is nothing", async () => {
    const claims = { uploaderId: crypto.randomUUID(), uploadId: crypto.randomUUID(), meta: { title: "Sports day" } };
    const token = await signUploadToken("photo", claims);
    expect(await verifyUploadToken("photo", token)).toEqual(claims);
    expect(await verifyUploadToken("video", token)).toBeNull();
    expect(await verifyUploadToken("photo", tampered(token))).toBeNull();
    expect(await verifyUploadToken("photo", "not a token")).toBeNull();
  });
});

describe("issueUploadWithToken and verifyUploadClaims (step one's answer, step two's token)", () => {
  it("answers the message, a token of the purpose carrying the details, its expiry and each file's target by field", async () => {
    const user = await createUser({ role: "school" });
    const db = await getDb();
    const answer = await issueUploadWithToken(
      db,
      { uploadedBy: user.id, purpose: "photo", files: [{ field: "image", rule: PHOTO, contentType: "image/png", size: 2000 }] },
      { title: "Sports day" },
      "Upload the photo",
    );
    expect(Object.keys(answer)).toEqual(["message", "uploadToken", "expiresAt", "image"]);
    expect(answer).toMatchObject({ message: "Upload the photo", image: { key: expect.stringMatching(/^images\//) } });
    const [row] = await db.select().from(uploads).where(eq(uploads.uploadedBy, user.id));
    expect(answer.expiresAt).toBe(row!.expiresAt.toISOString());

    const claims = await verifyUploadClaims("photo", answer.uploadToken, user.id, EXPIRED);
    expect(claims).toEqual({ uploaderId: user.id, uploadId: row!.id, meta: { title: "Sports day" } });
    const other = await createUser({ role: "school" });
    expect(await rejection(verifyUploadClaims("photo", answer.uploadToken, other.id, EXPIRED))).toBeInstanceOf(ForbiddenError);
    const wrongPurpose = await rejection(verifyUploadClaims("video", answer.uploadToken, user.id, EXPIRED));
    expect(wrongPurpose).toBeInstanceOf(InvalidError);
    expect(wrongPurpose).toMatchObject({ message: EXPIRED, fields: { uploadToken: "Invalid or expired upload token" } });
  });
});

describe("the small pieces features share", () => {
  const file = { key: "k", type: "video/mp4", size: 1, durationSeconds: null };

  it("wholeSeconds: a header's length in whole seconds, at least 1; null when it gives none", () => {
    expect(wholeSeconds({ durationSeconds: 12.6 })).toBe(13);
    expect(wholeSeconds({ durationSeconds: 0.2 })).toBe(1);
    expect(wholeSeconds({ durationSeconds: null })).toBeNull();
  });

  it("issuedFile and requiredFile: a file an upload must have; a server error, or the rule's 422 for a body that lacks it", () => {
    expect(issuedFile(file, "video")).toBe(file);
    expect(() => issuedFile(undefined, "video")).toThrow("an issued video upload lacks one of its files");
    expect(requiredFile({ image: PHOTO }, "image", file)).toBe(file);
    expect(() => requiredFile({ image: PHOTO }, "image", undefined)).toThrow(
      expect.objectContaining({ message: PHOTO.missing, fields: { image: PHOTO.missing } }),
    );
  });

  it("filledFields: the text fields of an edit that are not blank", () => {
    expect(filledFields({ title: "New", description: "  ", author: "" })).toEqual({ title: "New" });
  });
});
