import "server-only";
import type { Tx } from "@/lib/db/client";
import { DELETE_OBJECTS_JOB, enqueue } from "./outbox";

/**
 * Deletes these stored objects once the caller's transaction has committed (a purge, a replaced
 * file, an upload's original), through the outbox: never before the record that holds them is
 * gone, never for a change that rolled back, and retried while the store is unreachable, so no
 * object is left behind by a store that was down for a moment.
 */
export async function deleteObjectsLater(tx: Tx, keys: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = keys.filter((key): key is string => typeof key === "string" && key !== "");
  if (wanted.length > 0) await enqueue(tx, DELETE_OBJECTS_JOB, { keys: wanted });
}
