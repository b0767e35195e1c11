import "server-only";
import type { Storage } from "@/lib/storage/types";

/**
 * The seam through which the video services reach storage. They code against the Storage
 * interface only (lib/storage/types.ts); the instance is installed once at start-up by whoever
 * builds it (the local or S3 adapter, lib/storage), and by tests with an in-memory fake
 * (test/memory-storage.ts).
 *
 * INTEGRATION NOTE: when lib/storage exports its factory (e.g. `getStorage()`), make
 * `videoStorage()` fall back to it instead of throwing; nothing else here needs to change.
 */
const holder = globalThis as typeof globalThis & { __mmfVideoStorage?: Storage };

export function setVideoStorage(storage: Storage | undefined): void {
  holder.__mmfVideoStorage = storage;
}

/** For tests: the same as setVideoStorage, named for what it is for. */
export const setStorageForTests = setVideoStorage;

export function videoStorage(): Storage {
  const storage = holder.__mmfVideoStorage;
  if (!storage) throw new Error("Video storage is not configured: call setVideoStorage() at start-up (lib/server/videos/storage.ts)");
  return storage;
}
