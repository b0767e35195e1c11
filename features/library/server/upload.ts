import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { libraryItems } from "@/lib/db/schema";
import { ForbiddenError } from "@/lib/errors";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { getStorage } from "@/lib/storage";
import {
  checkUploadedFiles,
  claimUpload,
  findIssuedUpload,
  issueUploadWithToken,
  issuedFile,
  verifyUploadClaims,
  wholeSeconds,
  type CheckedFile,
  type DeclaredFile,
} from "@/lib/uploads";
import { parseInput } from "@/lib/validate";
import {
  LIBRARY_FILE_RULES,
  libraryDetailsSchema,
  libraryReplaceRequestSchema,
  libraryUploadConfirmSchema,
  libraryUploadRequestSchema,
  type LibraryDetails,
  type LibraryFileField,
} from "@/features/library/schema";
import { auditLibrary } from "../audit";
import { loadItem, presentOne } from "./access";

/** The purposes of the library's uploads (lib/uploads): a new item with both files; replacement files for one item. */
export const LIBRARY_UPLOAD = "library-item";
export const LIBRARY_REPLACEMENT = "library-files";

const EXPIRED_UPLOAD = "This upload has expired or is not valid. Please upload the files again.";
const TOO_MANY = "Too many uploads";

/**
 * Step one of a new library item (POST library/uploadLibraryVideo, JSON): validates the details
 * and the two files the browser is about to send, records the upload (keys of ours, declared
 * sizes and types, expiry) and answers a signed single-use target per file and a token carrying
 * the upload and the details. No item yet.
 */
export async function requestLibraryUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "library.manage");
  const { video, coverImage, ...details } = parseInput(libraryUploadRequestSchema, input);
  const db = await getDb();
  await consume(db, limits.videoUpload(actor.id), TOO_MANY);
  return issueUploadWithToken(
    db,
    {
      uploadedBy: actor.id,
      purpose: LIBRARY_UPLOAD,
      files: [
        { field: "video", rule: LIBRARY_FILE_RULES.video, ...video },
        { field: "coverImage", rule: LIBRARY_FILE_RULES.coverImage, ...coverImage },
      ],
    },
    details,
    "Upload the files to the given URLs, then confirm the upload",
  );
}

/** The claims of a valid token of `purpose` issued to `actor`: 422 when it is not one (expired, altered, another purpose), 403 when it is another account's. */
const claimsOf = (actor: Actor, purpose: string, token: string) => verifyUploadClaims(purpose, token, actor.id, EXPIRED_UPLOAD);

/** A file the upload must have had (its row was issued with it). */
const issued = (file: CheckedFile | undefined) => issuedFile(file, "library");

/**
 * Step two (POST library/uploadLibraryVideo/confirm): checks both stored objects (declared size,
 * real type, a container that parses) and creates the item, a draft, in the transaction that
 * confirms the upload. A failed check refuses the upload, deletes both objects and answers 422;
 * a second confirm answers 409 and touches no file.
 */
export async function confirmLibraryUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "library.manage");
  const { uploadToken } = parseInput(libraryUploadConfirmSchema, input);
  const claims = await claimsOf(actor, LIBRARY_UPLOAD, uploadToken);
  // The details were validated before they were signed; parsed again, so a token of an older shape is a 422, never a bad row.
  const details = parseInput(libraryDetailsSchema, claims.meta);
  const row = await findIssuedUpload(actor.id, claims.uploadId, LIBRARY_UPLOAD, EXPIRED_UPLOAD);
  const files = await checkUploadedFiles(getStorage(), row, LIBRARY_FILE_RULES);
  return createDraft(actor, row.id, details, { video: issued(files.video), coverImage: issued(files.coverImage) });
}

/** Confirms upload `uploadId` in the caller's transaction (lib/uploads claimUpload): of two confirms, one wins, the other gets 409. */
export const claimLibraryUpload = (tx: DbOrTx, uploadId: string) => claimUpload(tx, uploadId, EXPIRED_UPLOAD);

/**
 * Creates the item of upload `uploadId`, a draft until staff publish it, in the transaction that
 * confirms the upload; audited. Shared by the direct upload's confirm and the multipart upload.
 */
export async function createDraft(
  actor: Actor,
  uploadId: string,
  details: LibraryDetails,
  files: { video: CheckedFile; coverImage: CheckedFile },
) {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    await claimLibraryUpload(tx, uploadId);
    const [inserted] = await tx
      .insert(libraryItems)
      .values({
        ...details,
        uploadedBy: actor.id,
        videoKey: files.video.key,
        videoType: files.video.type,
        videoSize: files.video.size,
        durationSeconds: wholeSeconds(files.video),
        coverKey: files.coverImage.key,
        coverType: files.coverImage.type,
      })
      .returning({ id: libraryItems.id, title: libraryItems.title });
    if (!inserted) throw new Error("insert returned no library item");
    await auditLibrary(tx, actor, "library.upload", inserted.id, { title: inserted.title });
    return loadItem(inserted.id, { tx });
  });
  return { message: "Video uploaded successfully!", video: await presentOne(actor, created, true) };
}

/**
 * Step one of replacing an item's video, its cover or both (POST library/LibraryVideo/{id}/files):
 * signed single-use targets for the declared files, recorded for this item, and the token that
 * PUT library/LibraryVideo/{id} takes as `uploadToken`.
 */
export async function requestLibraryReplacement(actor: Actor | null, id: string, input: unknown) {
  assertCan(actor, "library.manage");
  const { item } = await loadItem(id);
  const declared = parseInput(libraryReplaceRequestSchema, input);
  const db = await getDb();
  await consume(db, limits.videoUpload(actor.id), TOO_MANY);
  const files = (Object.keys(LIBRARY_FILE_RULES) as LibraryFileField[]).flatMap((field): DeclaredFile<LibraryFileField>[] => {
    const file = declared[field];
    return file ? [{ field, rule: LIBRARY_FILE_RULES[field], ...file }] : [];
  });
  const { video, coverImage, ...answer } = await issueUploadWithToken(
    db,
    { uploadedBy: actor.id, purpose: LIBRARY_REPLACEMENT, forId: item.id, files },
    { itemId: item.id },
    "Upload the files to the given URLs, then save the library video with uploadToken",
  );
  // Only the files declared have a target.
  return { ...answer, ...(video ? { video } : {}), ...(coverImage ? { coverImage } : {}) };
}

export type FileChange = Partial<
  Pick<typeof libraryItems.$inferInsert, "videoKey" | "videoType" | "videoSize" | "durationSeconds" | "coverKey" | "coverType">
>;

/** What checked replacement files change on the item. */
export function fileChange(files: Partial<Record<LibraryFileField, CheckedFile>>): FileChange {
  const change: FileChange = {};
  if (files.video) {
    Object.assign(change, { videoKey: files.video.key, videoType: files.video.type, videoSize: files.video.size });
    change.durationSeconds = wholeSeconds(files.video);
  }
  if (files.coverImage) Object.assign(change, { coverKey: files.coverImage.key, coverType: files.coverImage.type });
  return change;
}

/**
 * Checks the replacement files of `token` for item `id`: the token must be this actor's and this
 * item's, its upload still unconfirmed, each object a real file of its declared size (else the
 * upload is refused and its objects deleted: 422). The caller confirms the upload with
 * claimLibraryUpload in the transaction that swaps the files in.
 */
export async function checkReplacement(actor: Actor, id: string, token: string): Promise<{ uploadId: string; change: FileChange }> {
  const claims = await claimsOf(actor, LIBRARY_REPLACEMENT, token);
  const row = await findIssuedUpload(actor.id, claims.uploadId, LIBRARY_REPLACEMENT, EXPIRED_UPLOAD);
  if (claims.meta.itemId !== id || row.forId !== id) throw new ForbiddenError("This upload is for another library video");
  const files = await checkUploadedFiles(getStorage(), row, LIBRARY_FILE_RULES);
  return { uploadId: row.id, change: fileChange(files) };
}
