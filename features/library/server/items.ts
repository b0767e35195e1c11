import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { libraryItemColumns, libraryItems, type LibraryItemRow } from "@/lib/db/schema";
import { moveToBin } from "@/lib/db/recycle-bin";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { deleteObjectsLater } from "@/lib/jobs/storage";
import { sameFileUrl } from "@/lib/storage/file-url";
import { isUuid } from "@/lib/ids";
import { parseUpdate } from "@/lib/validate";
import { libraryUpdateSchema, type LibraryUpdate } from "@/features/library/schema";
import { auditLibrary } from "../audit";
import { NOT_FOUND, loadItem, maySee, presentOne } from "./access";
import { checkReplacement, claimLibraryUpload, type FileChange } from "./upload";

/**
 * One item (GET library/LibraryVideo/{id}): a published one for everyone, a draft only for staff;
 * 404 "Library Video not found" otherwise (and for an id that is not one). The cover URL for
 * everyone; a streaming `videoUrl` only for a signed-in, approved account (a guest gets null).
 */
export async function getLibraryItem(actor: Actor | null, id: string) {
  const loaded = await loadItem(id);
  if (!maySee(actor, loaded.item)) throw new NotFoundError(NOT_FOUND);
  return presentOne(actor, loaded, true);
}

/** Some answers carry no streaming URL (null): an item object from them comes back with null. */
const SAME_URL = { coverImage: sameFileUrl, videoUrl: (sent: unknown, ours: unknown) => sent === null || sameFileUrl(sent, ours) };

type Received = { uploadId: string; change: FileChange };

/** The details that differ from the stored item. */
function changedDetails(before: LibraryItemRow, data: LibraryUpdate): Partial<LibraryItemRow> {
  const set: Partial<LibraryItemRow> = {};
  for (const key of ["title", "author", "subject", "description"] as const) {
    const value = data[key];
    if (value !== undefined && value !== before[key]) set[key] = value;
  }
  const keywords = data.keywords;
  if (keywords !== undefined && (keywords.length !== before.keywords.length || keywords.some((k, i) => k !== before.keywords[i]))) {
    set.keywords = keywords;
  }
  return set;
}

const parseLibraryUpdate = (input: unknown, ours: Record<string, unknown>) => parseUpdate(libraryUpdateSchema, input, ours, SAME_URL);

/**
 * PUT library/LibraryVideo/{id}: staff change the details (each optional) and, with the
 * `uploadToken` of POST library/LibraryVideo/{id}/files (or the files of a multipart body,
 * `received`), replace the video, the cover or both. An item object we answered with may be sent
 * back whole: its other keys are accepted unchanged and refused (422) changed. The row is locked
 * for the edit; the replaced objects are deleted through the outbox once it has committed. A body
 * that changes nothing writes nothing. Publishing is approveBook's, never an edit's.
 */
export async function updateLibraryItem(actor: Actor | null, id: string, input: unknown, received?: Received) {
  assertCan(actor, "library.manage");
  const loaded = await loadItem(id);
  const data = parseLibraryUpdate(input, await presentOne(actor, loaded, true));
  // Checked before the transaction (it reads the objects from storage); confirmed in it.
  const replacement = data.uploadToken ? await checkReplacement(actor, loaded.item.id, data.uploadToken) : null;
  const files: FileChange = { ...received?.change, ...replacement?.change };
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const locked = await loadItem(id, { tx, lock: true });
    if (replacement) await claimLibraryUpload(tx, replacement.uploadId);
    if (received) await claimLibraryUpload(tx, received.uploadId);
    const set = { ...changedDetails(locked.item, data), ...files };
    if (Object.keys(set).length === 0) return locked;
    const [row] = await tx.update(libraryItems).set(set).where(eq(libraryItems.id, locked.item.id)).returning(libraryItemColumns);
    if (!row) throw new Error(`library item ${id} vanished while locked`);
    await auditLibrary(tx, actor, "library.update", row.id, { fields: Object.keys(set).filter((key) => !key.endsWith("Type")) });
    // The replaced files, once nothing points at them.
    await deleteObjectsLater(tx, [
      files.videoKey && files.videoKey !== locked.item.videoKey ? locked.item.videoKey : null,
      files.coverKey && files.coverKey !== locked.item.coverKey ? locked.item.coverKey : null,
    ]);
    return { item: row, uploader: locked.uploader };
  });
  return { message: "Library Video updated successfully", video: await presentOne(actor, updated, true) };
}

/** What updateLibraryItem checks first (the item exists, the actor may change it), for a caller about to receive files for it. */
export async function assertMayUpdate(actor: Actor | null, id: string): Promise<void> {
  assertCan(actor, "library.manage");
  await loadItem(id);
}

/**
 * PUT library/approveBook/{id}: a draft is published, once. One conditional UPDATE (`approved_at
 * IS NULL`): of two staff publishing at once one wins, the other gets 409 and writes nothing.
 * Audited in the same transaction.
 */
export async function approveLibraryItem(actor: Actor | null, id: string) {
  assertCan(actor, "library.approve");
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const db = await getDb();
  const approved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(libraryItems)
      .set({ approvedAt: new Date(), approvedBy: actor.id })
      .where(and(eq(libraryItems.id, id), isNull(libraryItems.approvedAt), isNull(libraryItems.deletedAt)))
      .returning({ id: libraryItems.id, title: libraryItems.title });
    if (!row) {
      await loadItem(id, { tx });
      throw new ConflictError("This library video is already published");
    }
    await auditLibrary(tx, actor, "library.approve", row.id, { title: row.title });
    return loadItem(row.id, { tx });
  });
  return { message: "Library video published successfully", video: await presentOne(actor, approved, true) };
}

/** DELETE library/LibraryVideo/{id}: to the library recycle bin (the same row, restorable for 30 days); once, however many ask. */
export async function deleteLibraryItem(actor: Actor | null, id: string) {
  assertCan(actor, "library.manage");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await moveToBin(tx, libraryItems, { id, actorId: actor.id, notFound: NOT_FOUND });
    await auditLibrary(tx, actor, "library.delete", row.id, { title: row.title });
  });
  return { message: "Library video moved to Recycle Bin successfully" };
}
