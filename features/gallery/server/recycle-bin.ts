import { and, count, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import { SYSTEM } from "@/lib/audit/audit";
import { getDb } from "@/lib/db/client";
import { purgeExpired, purgeFromBin, restoreFromBin } from "@/lib/db/recycle-bin";
import { galleryImages } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { auditGallery } from "../audit";
import { isStaffFor, loadPhoto, photoKeys, present, presentOne, selectPhotos } from "./photos";

/**
 * The gallery recycle bin (lib/db/recycle-bin.ts): a deleted photo is the same row with
 * `deleted_at` set. A school sees only its own photos that it deleted itself (a photo staff took
 * down is a moderation decision the school cannot undo); staff see every school's. Restore gives
 * back the same id and status; a purge deletes the row and, through the outbox, every size in
 * storage; after 30 days the job gallery.purge-bin purges on its own.
 */

export const BIN_LIMIT = 200;
const NOT_IN_BIN = "Recycle item not found";

function binScope(actor: Actor): SQL | undefined {
  return isStaffFor(actor) ? undefined : and(eq(galleryImages.schoolId, actor.id), eq(galleryImages.deletedBy, actor.id));
}

/** GET Galleryrecyclebin/getAllRecycleImages (`items`) and the bins of both tabs: most recently deleted first, at most BIN_LIMIT. */
export async function listBinPhotos(actor: Actor | null) {
  assertCan(actor, "gallery.recycleBin");
  const where = and(isNotNull(galleryImages.deletedAt), binScope(actor));
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    selectPhotos(db).where(where).orderBy(desc(galleryImages.deletedAt), desc(galleryImages.id)).limit(BIN_LIMIT),
    db.select({ n: count() }).from(galleryImages).where(where),
  ]);
  return { items: await present(actor, rows), total: counted?.n ?? 0 };
}

/** POST Galleryrecyclebin/restoreRecycleImage/{id}: the same photo comes back, with its id and status (an approved one is public again). */
export async function restorePhoto(actor: Actor | null, id: string) {
  assertCan(actor, "gallery.recycleBin");
  const db = await getDb();
  const restored = await db.transaction(async (tx) => {
    const row = await restoreFromBin(tx, galleryImages, { id, where: binScope(actor), notFound: NOT_IN_BIN });
    await auditGallery(tx, actor, "gallery.restore", id, { title: row.title, status: row.status });
    return loadPhoto(id, { tx });
  });
  return { message: "Image restored", restored: await presentOne(actor, restored) };
}

/** DELETE Galleryrecyclebin/permanentDeleteRecycleImage/{id}: the row, once, and every size in storage after it commits. */
export async function purgePhoto(actor: Actor | null, id: string) {
  assertCan(actor, "gallery.recycleBin");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await purgeFromBin(tx, galleryImages, { id, where: binScope(actor), notFound: NOT_IN_BIN, keys: photoKeys });
    await auditGallery(tx, actor, "gallery.purge", id, { title: row.title, schoolId: row.schoolId, keys: photoKeys(row) });
  });
  return { message: "Image permanently deleted" };
}

/** The scheduled job gallery.purge-bin: photos 30 days in the bin are purged with their files, as by hand, audited as the system's doing. */
export function purgeExpiredPhotos(now?: Date): Promise<number> {
  return purgeExpired(galleryImages, {
    keys: photoKeys,
    now,
    onPurged: async (tx, rows) => {
      for (const row of rows) await auditGallery(tx, SYSTEM, "gallery.purge", row.id, { title: row.title, expired: true });
    },
  });
}
