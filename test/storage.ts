import { beforeAll, beforeEach } from "vitest";
import { setStorageForTests } from "@/lib/storage";
import { resetDb } from "./db";
import { MemoryStorage } from "./memory-storage";

/**
 * The start of a test file whose code stores files: an in-memory storage installed for the file
 * (test/setup.ts puts the configured adapter back after it), and before each test an empty
 * database, an empty storage and whatever `alsoBeforeEach` empties (the mailbox…). Call it at
 * the top level of the file; it answers the storage, to place objects in and look at.
 */
export function setUpMemoryStorage(alsoBeforeEach?: () => void): MemoryStorage {
  const storage = new MemoryStorage();
  beforeAll(() => setStorageForTests(storage));
  beforeEach(async () => {
    await resetDb();
    storage.clear();
    alsoBeforeEach?.();
  });
  return storage;
}
