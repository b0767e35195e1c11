import "server-only";
import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { uploads } from "@/lib/db/schema";
import { getStorage } from "@/lib/storage";
import type { Storage } from "@/lib/storage/types";
import { uploadKeys } from "./uploads";

/**
 * How long after its expiry an upload is left alone: an upload URL is checked when the PUT
 * starts, so a 100 MB upload begun just before expiry may still be arriving for a while.
 */
export const CLEANUP_GRACE_MS = 60 * 60_000;
/** Rows per run: bounded work, well within the scheduler's lease; the rest waits for the next run. */
const BATCH = 500;

/**
 * The scheduled job uploads.expired: deletes the rows of uploads expired for more than the grace
 * period, and the stored objects of those never confirmed (issued, or refused and re-uploaded
 * to). A confirmed upload's objects belong to the record it created and are left alone.
 *
 * Safe to run twice and on several instances at once: the rows are taken by one DELETE …
 * RETURNING that skips rows another run has locked, so each row is returned to exactly one
 * run, which then deletes its objects (deleting a missing object is not an error). An object
 * that could not be deleted has its row put back, for the next run.
 */
export async function deleteExpiredUploads(storage: Storage = getStorage()): Promise<{ rows: number; objects: number }> {
  const db = await getDb();
  const taken = await db
    .delete(uploads)
    .where(
      inArray(
        uploads.id,
        sql`(SELECT id FROM ${uploads} WHERE ${uploads.expiresAt} < now() - ${CLEANUP_GRACE_MS} * interval '1 millisecond' ORDER BY ${uploads.expiresAt} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
      ),
    )
    .returning();
  const orphaned = taken.filter((row) => row.status !== "confirmed");
  const results = await Promise.all(
    orphaned.map(async (row) => {
      const outcomes = await Promise.allSettled(uploadKeys(row).map((key) => storage.delete(key)));
      const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
      if (!failed) return outcomes.length;
      console.error(`[uploads] could not delete the objects of upload ${row.id}; retried next run:`, failed.reason);
      await db.insert(uploads).values(row).onConflictDoNothing();
      return 0;
    }),
  );
  return { rows: taken.length, objects: results.reduce((sum, n) => sum + n, 0) };
}
