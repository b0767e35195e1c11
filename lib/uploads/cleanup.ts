import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { uploads } from "@/lib/db/schema";
import { deleteObjectsLater } from "@/lib/jobs/storage";
import { getStorage } from "@/lib/storage";
import type { Storage } from "@/lib/storage/types";
import { UPLOAD_GRACE_MS } from "./token";
import { uploadKeys } from "./uploads";

/** Rows per run: bounded work, well within the scheduler's lease; the rest waits for the next run. */
const BATCH = 500;

/**
 * The scheduled job uploads.expired: deletes the rows of uploads expired for more than the grace
 * period, and the stored objects of those never confirmed (issued, or refused and re-uploaded
 * to). A confirmed upload's objects belong to the record it created and are left alone.
 *
 * The rows go and the deletion of their objects is put in the outbox in one transaction, so a
 * run that dies halfway (a deploy, a serverless time limit) loses neither, and the outbox retries
 * a store that is down. Safe to run twice and on several instances at once: the rows are taken by
 * one DELETE … RETURNING that skips rows another run has locked, so each row is returned to
 * exactly one run. Answers the rows deleted and the objects handed to the outbox.
 */
export async function deleteExpiredUploads(): Promise<{ rows: number; objects: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const taken = await tx
      .delete(uploads)
      .where(
        inArray(
          uploads.id,
          sql`(SELECT id FROM ${uploads} WHERE ${uploads.expiresAt} < now() - ${UPLOAD_GRACE_MS} * interval '1 millisecond' ORDER BY ${uploads.expiresAt} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    const keys = taken.filter((row) => row.status !== "confirmed").flatMap(uploadKeys);
    await deleteObjectsLater(tx, keys);
    return { rows: taken.length, objects: keys.length };
  });
}

/**
 * The second half of the job uploads.expired: what uploads cut off mid-way (a crash, a restart)
 * left half written in the store, untouched for the grace period an upload has after its URL.
 */
export async function sweepPartialUploads(storage: Storage = getStorage()): Promise<number> {
  return (await storage.sweepPartialUploads?.(UPLOAD_GRACE_MS)) ?? 0;
}
