import "server-only";
import { getStorage } from "@/lib/storage";
import type { Storage } from "@/lib/storage/types";

/**
 * The seam through which the video services reach storage. They code against the Storage
 * interface only (lib/storage/types.ts): the configured adapter (local disk or S3, from
 * lib/storage) unless a test installed an in-memory fake (test/memory-storage.ts).
 */
const holder = globalThis as typeof globalThis & { __mmfVideoStorage?: Storage };

export function setVideoStorage(storage: Storage | undefined): void {
  holder.__mmfVideoStorage = storage;
}

/** For tests: the same as setVideoStorage, named for what it is for. */
export const setStorageForTests = setVideoStorage;

export function videoStorage(): Storage {
  return holder.__mmfVideoStorage ?? getStorage();
}
