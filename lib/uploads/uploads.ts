import { and, eq, gt, sql } from "drizzle-orm";
import { urlForCaller } from "@/lib/http/caller-url";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { uploads, type UploadFile, type UploadRow } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError } from "@/lib/errors";
import { getStorage } from "@/lib/storage";
import { inspectMedia } from "@/lib/storage/inspect";
import { newObjectKey } from "@/lib/storage/keys";
import type { Storage, UploadTarget } from "@/lib/storage/types";
import type { FileRule } from "./rules";
import { UPLOAD_TTL_SECONDS, signUploadToken, verifyUploadToken, type UploadClaims } from "./token";

/**
 * Uploads straight from the browser to storage, for any feature (videos, gallery photos, library
 * items). Two steps:
 *
 * 1. `issueUpload`: the feature has validated the details and the declared files; we generate a
 *    key per file (never the browser's file name), record the upload in `uploads` (who, what for,
 *    keys, declared sizes and types, expiry) and answer single-use signed targets for exactly
 *    those sizes and types. No record of the feature's yet.
 * 2. The feature's confirm: `findIssuedUpload` (still the caller's, unconfirmed and unexpired),
 *    `checkUploadedFiles` (each object exists, has the declared size and really is one of the
 *    rule's types: first bytes and container, lib/storage/inspect.ts), then, in one transaction,
 *    `claimUpload` (`issued → confirmed`, so of two confirms one wins) and the feature's insert.
 *    A failed check refuses the upload (`issued → rejected`) and only then deletes its objects,
 *    so a check never deletes the files of an upload another request confirmed meanwhile.
 *
 * Whatever is never confirmed is deleted, rows and objects, by the job uploads.expired
 * (./cleanup.ts). lib/uploads/multipart.ts records the same rows for files streamed through the
 * server.
 */

/** A file the browser announced: the form field, its rule, and the content type and size it declared. */
export type DeclaredFile<F extends string = string> = { field: F; rule: FileRule; contentType: string; size: number };
/** Where the browser sends one file: its key and the signed PUT. */
export type IssuedTarget = { key: string; upload: UploadTarget };

export type UploadRequest<F extends string> = {
  uploadedBy: string;
  /** What the files are for; also the audience of the upload's token (./token.ts). */
  purpose: string;
  /** The record whose files the upload replaces, if any. */
  forId?: string | null;
  files: readonly DeclaredFile<F>[];
};

/** Step one: the upload's row and a signed, single-use target per file, keyed by field. */
export async function issueUpload<F extends string>(
  db: DbOrTx,
  request: UploadRequest<F>,
): Promise<{ upload: UploadRow; targets: Record<F, IssuedTarget> }> {
  const files: UploadFile[] = request.files.map((file) => ({
    field: file.field,
    key: newObjectKey(file.rule.kind, file.contentType),
    type: file.contentType,
    size: file.size,
  }));
  const [upload] = await db
    .insert(uploads)
    .values({
      uploadedBy: request.uploadedBy,
      purpose: request.purpose,
      forId: request.forId ?? null,
      files,
      expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000),
    })
    .returning();
  if (!upload) throw new Error("insert returned no upload row");
  const storage = getStorage();
  const targets = await Promise.all(
    files.map(async (file): Promise<[string, IssuedTarget]> => {
      const target = await storage.createUploadTarget(file.key, {
        contentType: file.type,
        size: file.size,
        expiresInSeconds: UPLOAD_TTL_SECONDS,
      });
      return [file.field, { key: file.key, upload: { ...target, url: urlForCaller(target.url) } }];
    }),
  );
  return { upload, targets: Object.fromEntries(targets) as Record<F, IssuedTarget> };
}

function conflictFor(row: Pick<UploadRow, "status">): string {
  return row.status === "confirmed" ? "This upload has already been confirmed" : "This upload was refused; please upload the files again";
}

/** The 422 of an upload token that is not (or no longer) one: `message`, and the field `uploadToken`. */
export function expiredError(message: string): InvalidError {
  return new InvalidError(message, { uploadToken: "Invalid or expired upload token" });
}

/**
 * Step one as a feature answers it: the upload issued (issueUpload), a token of its purpose
 * carrying `meta` for step two (./token.ts), and the answer: `message`, the token, when it
 * expires, and each file's signed target by its field.
 */
export async function issueUploadWithToken<F extends string>(
  db: DbOrTx,
  request: UploadRequest<F>,
  meta: UploadClaims["meta"],
  message: string,
): Promise<{ message: string; uploadToken: string; expiresAt: string } & Record<F, IssuedTarget>> {
  const { upload, targets } = await issueUpload(db, request);
  const uploadToken = await signUploadToken(request.purpose, { uploaderId: request.uploadedBy, uploadId: upload.id, meta });
  return { message, uploadToken, expiresAt: upload.expiresAt.toISOString(), ...targets };
}

/**
 * The claims of step two's `token` of `purpose`: 422 (`expired`) when it is not a valid,
 * unexpired one of that purpose, 403 when it was issued to another account than `uploaderId`.
 */
export async function verifyUploadClaims(purpose: string, token: string, uploaderId: string, expired: string): Promise<UploadClaims> {
  const claims = await verifyUploadToken(purpose, token);
  if (!claims) throw expiredError(expired);
  if (claims.uploaderId !== uploaderId) throw new ForbiddenError("This upload belongs to another account");
  return claims;
}

/**
 * The caller's upload `id` of `purpose`, still to be confirmed: 422 (`expired`) when it is
 * unknown, expired or for something else, 403 when it is another account's, 409 when it was
 * already confirmed or refused. A read, so that a second confirm answers at once without
 * touching storage; the claim itself is claimUpload.
 */
export async function findIssuedUpload(uploaderId: string, id: string, purpose: string, expired: string): Promise<UploadRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.purpose, purpose), gt(uploads.expiresAt, sql`now()`)));
  if (!row) throw expiredError(expired);
  if (row.uploadedBy !== uploaderId) throw new ForbiddenError("This upload belongs to another account");
  if (row.status !== "issued") throw new ConflictError(conflictFor(row));
  return row;
}

/**
 * Confirms upload `id`: the one conditional change `issued → confirmed`, in the caller's
 * transaction with whatever the upload creates. Of two confirms racing, PostgreSQL lets one
 * through; the other gets 409 (or 422 once expired) and its transaction writes nothing.
 */
export async function claimUpload(tx: DbOrTx, id: string, expired: string): Promise<void> {
  const [claimed] = await tx
    .update(uploads)
    .set({ status: "confirmed", confirmedAt: sql`now()` })
    .where(and(eq(uploads.id, id), eq(uploads.status, "issued"), gt(uploads.expiresAt, sql`now()`)))
    .returning({ id: uploads.id });
  if (claimed) return;
  const [current] = await tx.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, id));
  if (!current || current.status === "issued") throw expiredError(expired);
  throw new ConflictError(conflictFor(current));
}

/** The keys of an upload's objects: its files and what was made from them. */
export function uploadKeys(row: Pick<UploadRow, "files" | "derivedKeys">): string[] {
  return [...row.files.map((file) => file.key), ...row.derivedKeys];
}

/**
 * Records `key`, an object about to be made from upload `id`'s files (a photo's size), before it
 * is stored: if the upload is never confirmed (a crash, a failed insert), it is deleted with the
 * upload's own files. 409 once the upload is confirmed or refused: nothing is made for it then.
 */
export async function recordDerivedKey(id: string, key: string): Promise<void> {
  const db = await getDb();
  const [recorded] = await db
    .update(uploads)
    .set({ derivedKeys: sql`array_append(${uploads.derivedKeys}, ${key}::text)` })
    .where(and(eq(uploads.id, id), eq(uploads.status, "issued")))
    .returning({ id: uploads.id });
  if (recorded) return;
  const [current] = await db.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, id));
  throw new ConflictError(conflictFor(current ?? { status: "rejected" }));
}

/** The upload's file sent as `field`, if it has one. */
export function uploadedFile(row: Pick<UploadRow, "files">, field: string): UploadFile | undefined {
  return row.files.find((file) => file.field === field);
}

/**
 * `issued → rejected`, then deletes `keys` (by default every object of the upload); 409 when the
 * upload was confirmed or refused meanwhile, and then its objects are left alone.
 */
export async function abandonUpload(storage: Storage, id: string, keys?: readonly string[]): Promise<void> {
  const db = await getDb();
  const [rejected] = await db
    .update(uploads)
    .set({ status: "rejected" })
    .where(and(eq(uploads.id, id), eq(uploads.status, "issued")))
    .returning();
  if (!rejected) {
    const [current] = await db.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, id));
    throw new ConflictError(conflictFor(current ?? { status: "rejected" }));
  }
  await Promise.all((keys ?? uploadKeys(rejected)).map((key) => storage.delete(key)));
}

/** A stored file that passed its rule: its key, real type and size, and a video's duration when its header gives one. */
export type CheckedFile = { key: string; type: string; size: number; durationSeconds: number | null };

/** A checked video's length in whole seconds (at least 1) from its header, or null when it does not say. */
export const wholeSeconds = (file: Pick<CheckedFile, "durationSeconds">): number | null =>
  file.durationSeconds && file.durationSeconds > 0 ? Math.max(1, Math.round(file.durationSeconds)) : null;

/** A file the upload must have had (its row was issued with it): a server error when it lacks it. */
export function issuedFile(file: CheckedFile | undefined, purpose: string): CheckedFile {
  if (!file) throw new Error(`an issued ${purpose} upload lacks one of its files`);
  return file;
}
export type CheckResult = ({ ok: true } & CheckedFile) | { ok: false; message: string };

/**
 * The stored object at `key` against `rule`: it must exist, be at most the rule's size (and
 * exactly `size` bytes when the browser declared one), not be empty, start like one of the rule's
 * types and parse as that container. Reads only its headers.
 */
export async function checkStoredFile(storage: Storage, check: { key: string; rule: FileRule; size?: number }): Promise<CheckResult> {
  const { key, rule } = check;
  const head = await storage.head(key);
  if (!head) return { ok: false, message: rule.notUploaded };
  if (head.size > rule.maxBytes) return { ok: false, message: rule.tooLarge };
  if (head.size === 0) return { ok: false, message: rule.empty };
  if (check.size !== undefined && head.size !== check.size) return { ok: false, message: rule.wrongSize };
  const found = await inspectMedia(storage, key, head.size);
  if (!found || !rule.types.includes(found.type)) return { ok: false, message: rule.unreadable };
  // A header may claim any length (billions of seconds): over the rule's limit it is refused, never stored.
  if (rule.maxSeconds !== undefined) {
    const seconds = found.durationSeconds;
    if (seconds === null && rule.lengthUnknown) return { ok: false, message: rule.lengthUnknown };
    if (seconds !== null && Math.round(seconds) > rule.maxSeconds) {
      return { ok: false, message: typeof rule.tooLong === "function" ? rule.tooLong(seconds) : (rule.tooLong ?? rule.unreadable) };
    }
  }
  return { ok: true, key, type: found.type, size: head.size, durationSeconds: found.durationSeconds };
}

/**
 * Step two's check of every file of an issued upload against the rule of its field: the checked
 * files by field. On the first failure the upload is refused, its objects deleted, and the
 * answer is 422 naming the field.
 */
export async function checkUploadedFiles<F extends string>(
  storage: Storage,
  row: UploadRow,
  rules: Readonly<Record<F, FileRule>>,
): Promise<Partial<Record<F, CheckedFile>>> {
  const checked: Partial<Record<F, CheckedFile>> = {};
  for (const file of row.files) {
    const rule = (rules as Readonly<Record<string, FileRule | undefined>>)[file.field];
    if (!rule) throw new Error(`checkUploadedFiles: no rule for the field ${file.field} of a ${row.purpose} upload`);
    const result = await checkStoredFile(storage, { key: file.key, rule, size: file.size });
    if (!result.ok) {
      await abandonUpload(storage, row.id);
      throw new InvalidError(result.message, { [file.field]: result.message });
    }
    checked[file.field as F] = { key: result.key, type: result.type, size: result.size, durationSeconds: result.durationSeconds };
  }
  return checked;
}
