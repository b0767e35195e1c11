import type { DbOrTx, Tx } from "@/lib/db/client";
import type { Role } from "@/lib/db/schema";

/**
 * What each feature holds about a person, for their download (the export ZIP) and for the erasure
 * of their account (features/privacy). Each feature declares its part in its own
 * `personal-data.ts`; registry/personal-data.ts lists them, and a test derives from the database
 * schema every table that refers to a user or holds an e-mail address and fails when one is not
 * covered by some part.
 */

/** The person the data is about, as their account holds them before erasure. */
export type Person = { id: string; email: string; name: string; role: Role };

/** One file of the export: JSON records about the person, and the stored files that go with them. */
export type ExportPart = {
  /** Its name in the ZIP, e.g. "donations.json". */
  file: string;
  /** One line for the ZIP's README: what the file holds. */
  describes: string;
  /** The records, as plain JSON values (dates as ISO strings, secrets masked). */
  records: (db: DbOrTx, person: Person) => Promise<unknown[]>;
  /** Files the person uploaded that go into the ZIP beside the records: their storage key and a name under `files/`. */
  files?: (db: DbOrTx, person: Person) => Promise<{ key: string; name: string }[]>;
};

/** What the foundation decided erasure does with published work and accounting records (configuration). */
export type ErasurePolicy = {
  /** An instructor's published videos stay, with the name removed (default), or go. */
  keepPublishedVideos: boolean;
  /** A school's published photos of pupils go (default), or stay with the school's name removed. */
  keepSchoolPhotos: boolean;
  /** When the erasure runs. */
  now: Date;
};

export type PersonalData = {
  /** The tables this part answers for (export and erasure). */
  tables: readonly string[];
  export: readonly ExportPart[];
  /**
   * What must happen elsewhere before the person's rows change (a monthly gift cancelled at the
   * payment provider): run before the erasure's transaction; a failure stops the erasure, which the
   * job tries again later.
   */
  prepare?: (person: Person) => Promise<void>;
  /**
   * Erases or anonymises the person's rows inside the erasure's transaction; answers the storage
   * keys of their files, deleted through the outbox once it commits.
   */
  erase: (tx: Tx, person: Person, policy: ErasurePolicy) => Promise<string[]>;
};

/** A record without the fields that are not the person's to read (a password's hash, a provider's ids, storage keys). */
export function without<T extends object, K extends keyof T>(record: T, ...fields: K[]): Omit<T, K> {
  const copy = { ...record };
  for (const field of fields) delete copy[field];
  return copy;
}
