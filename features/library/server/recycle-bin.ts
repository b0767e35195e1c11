import { count, desc, isNotNull } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { SYSTEM } from "@/lib/audit/audit";
import { getDb } from "@/lib/db/client";
import { purgeExpired, purgeFromBin, restoreFromBin } from "@/lib/db/recycle-bin";
import { libraryItems, type LibraryItemRow } from "@/lib/db/schema";
import { parseInput } from "@/lib/validate";
import { libraryQuerySchema } from "@/features/library/schema";
import { auditLibrary } from "../audit";
import { loadItem, present, presentOne, selectItems } from "./access";

const NOT_IN_BIN = "Recycle item not found";

/**
 * GET Libraryrecyclebin/getAllRecycleLibraryVideos (the route answers a bare array): the items in
 * the library bin, most recently deleted first, `page`/`limit` (1–100, default 100), and how many
 * the bin holds. Staff only: the library is theirs.
 */
export async function listRecycledLibrary(actor: Actor | null, input: unknown = {}) {
  assertCan(actor, "library.recycleBin");
  const { page, limit } = parseInput(libraryQuerySchema, input ?? {});
  const db = await getDb();
  const inBin = isNotNull(libraryItems.deletedAt);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(libraryItems).where(inBin);
  const rows = await selectItems(db)
    .where(inBin)
    .orderBy(desc(libraryItems.deletedAt), desc(libraryItems.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { items: await present(actor, rows), total, page, limit };
}

/** GET Libraryrecyclebin/getRecycleLibraryVideo/{id}: one item of the bin with a streaming URL, for the bin's Preview. */
export async function getRecycledLibraryItem(actor: Actor | null, id: string) {
  assertCan(actor, "library.recycleBin");
  return presentOne(actor, await loadItem(id, { bin: true, notFound: NOT_IN_BIN }), true);
}

/**
 * POST Libraryrecyclebin/restoreRecycleLibraryVideo/{id}: the same row comes back (same id,
 * published or draft as it was, same files). One conditional UPDATE: of a restore and a purge
 * racing, one wins and the other finds nothing in the bin (404).
 */
export async function restoreLibraryItem(actor: Actor | null, id: string) {
  assertCan(actor, "library.recycleBin");
  const db = await getDb();
  const restored = await db.transaction(async (tx) => {
    const row = await restoreFromBin(tx, libraryItems, { id, notFound: NOT_IN_BIN });
    await auditLibrary(tx, actor, "library.restore", row.id, { title: row.title });
    return loadItem(row.id, { tx });
  });
  return { message: "Video restored successfully", restoredVideo: await presentOne(actor, restored, true) };
}

/** An item's stored objects. */
const itemKeys = (row: LibraryItemRow) => [row.videoKey, row.coverKey];

/**
 * DELETE Libraryrecyclebin/permanentDeleteRecycleLibrary/{id}: deletes the row once (one
 * conditional DELETE) and its video and cover through the outbox once that has committed.
 */
export async function purgeLibraryItem(actor: Actor | null, id: string) {
  assertCan(actor, "library.recycleBin");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await purgeFromBin(tx, libraryItems, { id, notFound: NOT_IN_BIN, keys: itemKeys });
    await auditLibrary(tx, actor, "library.purge", row.id, { title: row.title, videoKey: row.videoKey, coverKey: row.coverKey });
  });
  return { message: "Library video permanently deleted from Recycle Bin" };
}

/**
 * The scheduled job library.purge-bin: items in the bin for more than BIN_RETENTION_DAYS (30) are
 * purged with their files, as by hand, audited as the system's doing.
 */
export function purgeExpiredLibraryItems(now?: Date): Promise<number> {
  return purgeExpired(libraryItems, {
    keys: itemKeys,
    now,
    onPurged: async (tx, rows) => {
      for (const row of rows) await auditLibrary(tx, SYSTEM, "library.purge", row.id, { title: row.title, expired: true });
    },
  });
}
