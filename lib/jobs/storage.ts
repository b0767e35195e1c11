import { sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { textArray } from "@/lib/db/text-array";
import { uploads } from "@/lib/db/schema";
import { UPLOAD_GRACE_MS } from "@/lib/uploads/token";
import { DELETE_OBJECTS_JOB, enqueue } from "./outbox";

/**
 * Deletes these stored objects once the caller's transaction has committed (a purge, a replaced
 * file, an upload's original), through the outbox: never before the record that holds them is
 * gone, never for a change that rolled back, and retried while the store is unreachable, so no
 * object is left behind by a store that was down for a moment.
 *
 * An object deleted while the upload URL it was stored through still works (a gallery photo's
 * original, deleted as soon as its sizes are made; a file replaced or purged within the hour)
 * could be stored again through that URL, and then nothing would point at it: such keys are
 * deleted a second time once their URL is dead (its upload's expiry and the grace an upload
 * begun just before it has to arrive). Keys are never reused, so that second delete touches
 * nothing else.
 */
export async function deleteObjectsLater(tx: Tx, keys: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(keys.filter((key): key is string => typeof key === "string" && key !== ""))];
  if (wanted.length === 0) return;
  await enqueue(tx, DELETE_OBJECTS_JOB, { keys: wanted });
  const found = await tx.execute(sql`
    SELECT f.file ->> 'key' AS key, max(${uploads.expiresAt}) AS until
    FROM ${uploads}, jsonb_array_elements(${uploads.files}) AS f(file)
    WHERE ${uploads.expiresAt} > now() - ${UPLOAD_GRACE_MS} * interval '1 millisecond'
      AND f.file ->> 'key' = ANY(${textArray(wanted)})
    GROUP BY 1`);
  const reopenable = rowsOf<{ key: string; until: string | Date }>(found);
  if (reopenable.length === 0) return;
  const until = Math.max(...reopenable.map((row) => new Date(row.until).getTime()));
  await enqueue(tx, DELETE_OBJECTS_JOB, { keys: reopenable.map((row) => row.key) }, {}, { runAt: new Date(until + UPLOAD_GRACE_MS) });
}

/**
 * deleteObjectsLater outside any change: for objects a failed request made (a photo's sizes whose
 * row was never written). The outbox retries a store that is down.
 */
export async function deleteObjectsSoon(keys: readonly (string | null | undefined)[]): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => deleteObjectsLater(tx, keys));
}
