import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { moveToBin } from "@/lib/db/recycle-bin";
import { galleryImages, type GalleryImageRow, type PhotoVariant } from "@/lib/db/schema";
import { transition } from "@/lib/db/transition";
import { InvalidError } from "@/lib/errors";
import { makePhotoVariants } from "@/lib/images/photo";
import { deleteObjectsLater } from "@/lib/jobs/storage";
import type { Actor } from "@/lib/session/actor-type";
import { getStorage } from "@/lib/storage";
import { claimUpload, receiveMultipartUpload, recordDerivedKey } from "@/lib/uploads";
import { ignoringFields, parseInput, parseUpdate } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { auditGallery } from "../audit";
import { IGNORED_FIELDS, OWN_PAGE_SIZE, PHOTO_RULE, listQuerySchema, photoUpdateSchema, type PhotoUpdate } from "../schema";
import { NOT_FOUND, assertMayChange, isStaffFor, loadPhoto, photoKeys, presentOne } from "./photos";
import { pageOfPhotos, type PhotoPage } from "./review";
import { DIRECT_UPLOAD_HINT, PHOTO_UPLOAD, dropSizes, galleryUploadLimit } from "./upload";

/**
 * A school's own photos (Gallery Management) and staff's hand on any photo: list, edit, delete
 * to the recycle bin. Ownership comes from the stored photo (`school_id`), never from the body.
 */

/** Staff (Gallery Approvals) or an approved school; 401 for a guest, 403 for anyone else. */
function assertMayManage(actor: Actor | null): asserts actor is Actor {
  if (isStaffFor(actor)) return;
  assertCan(actor, "gallery.manageOwn");
}

/** Whose photos a change may reach: staff any, a school only its own. */
const scopeFor = (actor: Actor): SQL | undefined => (isStaffFor(actor) ? undefined : eq(galleryImages.schoolId, actor.id));

/** The school's Gallery Management list: its photos in every status (not those in the bin), newest first. */
export async function listOwnPhotos(actor: Actor | null, query: Record<string, unknown> = {}): Promise<PhotoPage> {
  assertCan(actor, "gallery.manageOwn");
  const { page } = parseInput(listQuerySchema, query);
  const where = and(eq(galleryImages.schoolId, actor.id), isNull(galleryImages.deletedAt))!;
  return pageOfPhotos(actor, where, [desc(galleryImages.createdAt), desc(galleryImages.id)], page, OWN_PAGE_SIZE);
}

/** What a body changes on `photo`: only the fields that differ. */
function changesOf(photo: GalleryImageRow, data: PhotoUpdate): Partial<Pick<GalleryImageRow, "title" | "category" | "description">> {
  const changes: Partial<Pick<GalleryImageRow, "title" | "category" | "description">> = {};
  if (data.title !== undefined && data.title !== photo.title) changes.title = data.title;
  if (data.category !== undefined && data.category !== photo.category) changes.category = data.category;
  if (data.description !== undefined) {
    const description = data.description === "" ? null : data.description;
    if (description !== photo.description) changes.description = description;
  }
  return changes;
}

/** A new file for the photo, already checked and re-encoded: its upload (confirmed with the change), sizes and original. */
type Replacement = { uploadId: string; variants: PhotoVariant[]; sourceKey: string };

/**
 * PUT gallery/update/{id} (JSON): title, category, description (a `schoolName` is ignored: the
 * photo keeps the name its school's account gave it). A school changes only its own
 * photos, and its change sends the photo back to review (its reason cleared); staff may correct
 * any photo and its status stays. A body that changes nothing writes nothing; an empty one is a
 * 422. With `replacement` (a multipart update's new file) the sizes are swapped in the same
 * transaction and the old ones deleted through the outbox once it commits; when the change is
 * refused, the new sizes are deleted instead.
 */
export async function updatePhoto(actor: Actor | null, id: string, input: unknown, replacement?: Replacement) {
  let updated: Awaited<ReturnType<typeof loadPhoto>>;
  try {
    updated = await applyUpdate(actor, id, input, replacement);
  } catch (error) {
    // Nothing was committed: the replacement's sizes belong to no photo. (Once committed they are
    // the photo's, so a failure after it, such as signing the answer's URLs, must not delete them.)
    if (replacement) await dropSizes(replacement.variants);
    throw error;
  }
  return { message: "Image updated successfully.", image: await presentOne(actor, updated) };
}

async function applyUpdate(actor: Actor | null, id: string, input: unknown, replacement?: Replacement) {
  assertMayManage(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Locked: the edit reads the photo (its sizes, its fields) and then writes it.
    const loaded = await loadPhoto(id, { tx, lock: true });
    const { photo } = loaded;
    assertMayChange(actor, photo);
    const data = parseUpdate(
      photoUpdateSchema,
      ignoringFields(input ?? {}, IGNORED_FIELDS),
      await presentOne(actor, loaded),
      READ_ONLY_URLS,
    );
    if (Object.keys(data).length === 0 && !replacement) throw new InvalidError("No data provided for update.");
    const changes = changesOf(photo, data);
    if (Object.keys(changes).length === 0 && !replacement) return loaded;
    const resubmit = !isStaffFor(actor);
    if (replacement) await claimUpload(tx, replacement.uploadId, "This upload has expired. Please choose the photo again.");
    const largest = replacement?.variants[replacement.variants.length - 1];
    const { from } = await transition(tx, galleryImages, {
      id,
      from: [photo.status],
      where: and(isNull(galleryImages.deletedAt), scopeFor(actor)),
      set: {
        ...changes,
        ...(replacement && largest ? { variants: replacement.variants, width: largest.width, height: largest.height } : {}),
        ...(resubmit ? { status: "pending", rejectionReason: null, reviewedAt: null, reviewedBy: null } : {}),
      },
      conflict: "This image was changed meanwhile; please reload it",
      notFound: NOT_FOUND,
    });
    if (replacement) await deleteObjectsLater(tx, [...photoKeys(photo), replacement.sourceKey]);
    await auditGallery(tx, actor, "gallery.update", id, {
      fields: Object.keys(changes),
      fileReplaced: Boolean(replacement),
      from,
      to: resubmit ? "pending" : from,
    });
    return loadPhoto(id, { tx });
  });
}

/**
 * Our answers' image URLs are signed afresh on every read, so a photo object sent back carries
 * other URLs than ours would now: they name the same files and are never written, so any URL is
 * taken as unchanged (a new file comes only as a multipart `file`).
 */
const anyUrl = (sent: unknown) => sent === null || typeof sent === "string";
const READ_ONLY_URLS = {
  imageUrl: anyUrl,
  srcSet: anyUrl,
  images: (sent: unknown) => Array.isArray(sent),
};

/**
 * PUT gallery/update/{id} as multipart/form-data (the spec's client): the same text fields (an
 * empty one is left unchanged, as the earlier system did) and an optional new `file`, checked and
 * re-encoded like an upload. Permission and ownership are checked before the body is read.
 */
export async function updatePhotoMultipart(actor: Actor | null, id: string, req: Request) {
  assertMayManage(actor);
  assertMayChange(actor, (await loadPhoto(id)).photo);
  return receiveMultipartUpload(
    req,
    {
      uploadedBy: actor.id,
      purpose: PHOTO_UPLOAD,
      forId: id,
      rules: { file: PHOTO_RULE },
      directUploadHint: DIRECT_UPLOAD_HINT,
      tooLarge: PHOTO_RULE.tooLarge,
      limit: { limit: galleryUploadLimit(actor.id), message: "Too many photo uploads" },
    },
    async ({ uploadId, fields, files }) => {
      const input = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ""));
      if (!files.file) return updatePhoto(actor, id, input);
      const variants = await makePhotoVariants(getStorage(), files.file.key, files.file.size, (key) => recordDerivedKey(uploadId, key));
      return updatePhoto(actor, id, input, { uploadId, variants, sourceKey: files.file.key });
    },
  );
}

/**
 * DELETE gallery/delete/{id}: to the gallery recycle bin (the same row, `deleted_at` set), by the
 * school that owns it or by staff (a superadmin removing a pending photo, say). It leaves the
 * public gallery at once; restore brings it back as it was.
 */
export async function deletePhoto(actor: Actor | null, id: string) {
  assertMayManage(actor);
  const { photo } = await loadPhoto(id);
  assertMayChange(actor, photo);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await moveToBin(tx, galleryImages, { id, actorId: actor.id, where: scopeFor(actor), notFound: NOT_FOUND });
    await auditGallery(tx, actor, "gallery.delete", id, { title: row.title, status: row.status, schoolId: row.schoolId });
  });
  return { message: "Image moved to Recycle Bin." };
}
