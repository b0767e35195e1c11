import type { Storage } from "./types";

const AT_ONCE = 16;

/**
 * Deletes every object of `keys` (a missing one is not an error). Tries them all, then throws
 * when any could not be deleted, naming how many, so the caller (the outbox) retries; deleting
 * again what is already gone is harmless.
 */
export async function deleteObjects(storage: Storage, keys: readonly string[]): Promise<void> {
  const outcomes: PromiseSettledResult<void>[] = [];
  // A few at a time: the expiry job hands over up to a thousand keys at once.
  for (let i = 0; i < keys.length; i += AT_ONCE) {
    outcomes.push(...(await Promise.allSettled(keys.slice(i, i + AT_ONCE).map((key) => storage.delete(key)))));
  }
  const failed = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
  if (failed.length === 0) return;
  const first = failed[0]?.reason;
  throw new Error(
    `${failed.length} of ${keys.length} stored objects could not be deleted: ${first instanceof Error ? first.message : String(first)}`,
  );
}
