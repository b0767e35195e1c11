import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { uploads, type UploadFile } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { BadRequestError, InvalidError, PayloadTooLargeError } from "@/lib/errors";
import { readMultipart, type MultipartFile } from "@/lib/http/form-data";
import { consume, refund, type Limit } from "@/lib/rate-limit/rate-limit";
import { getStorage } from "@/lib/storage";
import { newObjectKey } from "@/lib/storage/keys";
import { MB } from "@/lib/storage/limits";
import type { FileRule } from "./rules";
import { UPLOAD_TTL_SECONDS } from "./token";
import { abandonUpload, checkStoredFile, type CheckedFile } from "./uploads";
import { logFor } from "@/lib/observability/log";

const log = logFor("uploads");

export type MultipartUploadOptions = {
  uploadedBy: string;
  purpose: string;
  forId?: string | null;
  /** The file fields taken, with their rules. Each is optional here: the feature says which it requires. */
  rules: Readonly<Record<string, FileRule>>;
  /**
   * The 413 for a body this server will not read: `directUploadHint` when multipart uploads are
   * off (a serverless host caps request bodies), `tooLarge` when the declared length exceeds
   * every file at its limit.
   */
  directUploadHint: string;
  tooLarge: string;
  /** Taken before anything is recorded or read; given back when the body sent no file (a text edit). */
  limit?: { limit: Limit; message: string };
};

/** A file the feature requires of a multipart body: 422 with `rules[field].missing` when the body did not send it. */
export function requiredFile<F extends string>(rules: Readonly<Record<F, FileRule>>, field: F, file: CheckedFile | undefined): CheckedFile {
  if (!file) throw new InvalidError(rules[field].missing, { [field]: rules[field].missing });
  return file;
}

/** The text fields of a multipart edit that say something: an empty one leaves its value unchanged (as the earlier system did). */
export function filledFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ""));
}

/** What the body held: the upload's id (for claimUpload), its text fields and its checked files by field. */
export type ReceivedUpload = { uploadId: string; fields: Record<string, string>; files: Partial<Record<string, CheckedFile>> };

/**
 * Receives a multipart/form-data body (the spec's clients send files this way) and hands it to
 * `keep`: each file part is streamed to storage as it arrives, never held in memory, under a key
 * of ours recorded first in `uploads` (so the job uploads.expired deletes what a crash leaves
 * behind), then checked as a direct upload's confirm checks it (./uploads.ts checkStoredFile).
 * `keep` confirms the upload (claimUpload) in the transaction that keeps the files. Whatever
 * fails refuses the upload and deletes what was stored. With multipart uploads off
 * (env().multipartUploads) the answer is 413 pointing at the direct upload, before anything is
 * read or recorded.
 */
export async function receiveMultipartUpload<T>(
  req: Request,
  options: MultipartUploadOptions,
  keep: (received: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  const largest = Object.values(options.rules).reduce((sum, rule) => sum + rule.maxBytes, MB);
  if (!env().multipartUploads || declared > largest) {
    await req.body?.cancel().catch(() => undefined);
    throw new PayloadTooLargeError(env().multipartUploads ? options.tooLarge : options.directUploadHint);
  }
  const db = await getDb();
  const hit = options.limit ? await consume(db, options.limit.limit, options.limit.message) : null;
  const storage = getStorage();
  const [row] = await db
    .insert(uploads)
    .values({
      uploadedBy: options.uploadedBy,
      purpose: options.purpose,
      forId: options.forId ?? null,
      files: [],
      expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000),
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error("insert returned no upload row");

  const stored: Record<string, { key: string; size: number }> = {};
  const store = async (part: MultipartFile) => {
    const rule = options.rules[part.field];
    if (!rule) throw new BadRequestError(`Unexpected file "${part.field}"`);
    if (!rule.types.includes(part.mimeType)) throw new InvalidError(rule.wrongType, { [part.field]: rule.wrongType });
    const file: UploadFile = { field: part.field, key: newObjectKey(rule.kind, part.mimeType), type: part.mimeType, size: 0 };
    // Recorded before its first byte is stored.
    await db
      .update(uploads)
      .set({ files: sql`${uploads.files} || ${JSON.stringify([file])}::jsonb` })
      .where(eq(uploads.id, row.id));
    try {
      const { size } = await storage.put(file.key, part.stream, { contentType: part.mimeType, maxSize: rule.maxBytes });
      stored[part.field] = { key: file.key, size };
    } catch (error) {
      if (error instanceof PayloadTooLargeError) throw new PayloadTooLargeError(rule.tooLarge);
      if (error instanceof BadRequestError && error.message === "The file is empty.") {
        throw new InvalidError(rule.missing, { [part.field]: rule.missing });
      }
      throw error;
    }
  };

  try {
    const fields = await readMultipart(req, { files: Object.keys(options.rules), onFile: store });
    const files: Partial<Record<string, CheckedFile>> = {};
    const checked: UploadFile[] = [];
    for (const [field, file] of Object.entries(stored)) {
      const rule = options.rules[field];
      if (!rule) continue;
      const result = await checkStoredFile(storage, { key: file.key, rule });
      if (!result.ok) throw new InvalidError(result.message, { [field]: result.message });
      files[field] = { key: result.key, type: result.type, size: result.size, durationSeconds: result.durationSeconds };
      checked.push({ field, key: result.key, type: result.type, size: result.size });
    }
    await db.update(uploads).set({ files: checked }).where(eq(uploads.id, row.id));
    const result = await keep({ uploadId: row.id, fields, files });
    // A body that sent no file (an edit of the text alone): the upload recorded nothing worth
    // keeping, and it stored nothing, so it gives back the upload slot it took (edits and uploads
    // share the form, not the allowance). A refused body keeps its slot: it may have stored files.
    if (checked.length === 0) {
      await db.delete(uploads).where(and(eq(uploads.id, row.id), eq(uploads.status, "issued")));
      if (hit !== null) await refund(db, hit);
    }
    return result;
  } catch (error) {
    await abandonUpload(
      storage,
      row.id,
      Object.values(stored).map((file) => file.key),
    ).catch((cleanup: unknown) =>
      // Confirmed meanwhile (the files are kept) or the database is unreachable (the row stays
      // issued and the job uploads.expired deletes the objects later).
      log.error({ uploadId: row.id, err: cleanup }, "multipart upload not cleaned up"),
    );
    throw error;
  }
}
