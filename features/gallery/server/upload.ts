import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { galleryImages, type PhotoVariant } from "@/lib/db/schema";
import { InvalidError } from "@/lib/errors";
import { makePhotoVariants } from "@/lib/images/photo";
import { deleteObjectsLater, deleteObjectsSoon } from "@/lib/jobs/storage";
import { consume, type Limit } from "@/lib/rate-limit/rate-limit";
import type { Actor } from "@/lib/session/actor-type";
import { getStorage } from "@/lib/storage";
import {
  abandonUpload,
  checkUploadedFiles,
  claimUpload,
  expiredError,
  findIssuedUpload,
  issueUploadWithToken,
  receiveMultipartUpload,
  recordDerivedKey,
  requiredFile,
  verifyUploadClaims,
  type CheckedFile,
} from "@/lib/uploads";
import { ignoringFields, parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import {
  IGNORED_FIELDS,
  PHOTO_RULE,
  multipartUploadSchema,
  photoDetailsSchema,
  uploadConfirmSchema,
  uploadRequestSchema,
  type PhotoDetails,
} from "../schema";
import { loadPhoto, presentOne } from "./photos";
import { logFor } from "@/lib/observability/log";

const log = logFor("gallery");

/**
 * A school's photo reaches the gallery in two ways, both ending in createPendingPhoto:
 * - straight to storage (our dialogs): POST gallery/upload with JSON issues a signed target for
 *   the declared file (lib/uploads issueUpload) and a token carrying the details; the browser
 *   PUTs the file; POST gallery/upload/confirm checks it (size, type by its first bytes) and
 *   creates the photo;
 * - multipart (the spec's client): POST gallery/upload with `title`, `schoolName` and `file`,
 *   streamed through the server (lib/uploads receiveMultipartUpload) and checked the same way.
 * The photo is the signed-in school's, named from its account: a `schoolName` sent either way is
 * ignored (IGNORED_FIELDS), whatever it says. `consentConfirmed` (the dialog's required box: the
 * school holds consent for the children shown) is recorded with the photo, by whom and when;
 * without it (the spec's client) the photo is recorded as not confirmed, for staff to see.
 * The uploaded file itself is never kept or served: createPendingPhoto re-encodes it (lib/images
 * makePhotoVariants: upright WebP at the widths the pages use, without EXIF or GPS) and deletes
 * the original once the photo's row has committed.
 */

/** The purpose of a gallery upload (lib/uploads): the audience of its token, the `purpose` of its row. */
export const PHOTO_UPLOAD = "gallery-photo";

/**
 * Photo uploads a school may start an hour: enough for the pictures of a whole event, few enough
 * that a script cannot fill the staff's review list. Counted after validation, so a refused form
 * spends nothing.
 */
export const galleryUploadLimit = (schoolId: string): Limit => ({ key: `gallery-upload:${schoolId}`, max: 30, windowMs: 60 * 60_000 });
const TOO_MANY = "Too many photo uploads";

const EXPIRED = "This upload has expired or is not valid. Please upload the photo again.";

export const DIRECT_UPLOAD_HINT =
  "This server cannot take a photo in the request body. Upload it directly to storage instead: POST /api/v1/gallery/upload " +
  "with JSON (title, category, description, image as {contentType, size}), PUT the file to the URL it answers, then POST " +
  "/api/v1/gallery/upload/confirm with the uploadToken.";

/**
 * Step one (POST gallery/upload, JSON): validates the details and the photo the browser is about
 * to send, records the upload and answers a single-use signed target for exactly that size and
 * type, with a token carrying the upload's id and the details. No photo yet.
 */
export async function requestPhotoUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "gallery.upload");
  const { image, ...details } = parseInput(uploadRequestSchema, ignoringFields(input, IGNORED_FIELDS));
  const db = await getDb();
  await consume(db, galleryUploadLimit(actor.id), TOO_MANY);
  return issueUploadWithToken(
    db,
    { uploadedBy: actor.id, purpose: PHOTO_UPLOAD, files: [{ field: "image", rule: PHOTO_RULE, ...image }] },
    details,
    "Upload the photo to the given URL, then confirm the upload",
  );
}

/**
 * Step two (POST gallery/upload/confirm): the stored object must be the caller's upload, of the
 * declared size and really a JPEG, PNG or WebP (else the upload is refused, the object deleted,
 * 422); then the photo is created, pending review. A second confirm is a 409 and touches nothing.
 */
export async function confirmPhotoUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "gallery.upload");
  const { uploadToken } = parseInput(uploadConfirmSchema, input);
  const claims = await verifyUploadClaims(PHOTO_UPLOAD, uploadToken, actor.id, EXPIRED);
  const details = photoDetailsSchema.safeParse(claims.meta);
  if (!details.success) throw expiredError(EXPIRED);
  const row = await findIssuedUpload(actor.id, claims.uploadId, PHOTO_UPLOAD, EXPIRED);
  const storage = getStorage();
  const { image } = await checkUploadedFiles(storage, row, { image: PHOTO_RULE });
  if (!image) throw new Error("an issued gallery upload has no image");
  let variants: PhotoVariant[];
  try {
    variants = await makePhotoVariants(storage, image.key, image.size, (key) => recordDerivedKey(row.id, key));
  } catch (error) {
    // A file that passed the header check but does not decode: refused and deleted, like a failed check.
    if (error instanceof InvalidError) await abandonUpload(storage, row.id).catch(() => undefined);
    throw error;
  }
  return createPendingPhoto(actor, row.id, details.data, image, variants);
}

/**
 * POST gallery/upload as multipart/form-data (the spec's client): fields `title` and
 * `schoolName` (ignored: the name comes from the account), optional `category` and
 * `description`, the file `file`. The same checks, sizes and pending photo as the direct upload;
 * anything refused leaves nothing stored.
 */
export async function uploadPhotoMultipart(actor: Actor | null, req: Request) {
  assertCan(actor, "gallery.upload");
  return receiveMultipartUpload(
    req,
    {
      uploadedBy: actor.id,
      purpose: PHOTO_UPLOAD,
      rules: { file: PHOTO_RULE },
      directUploadHint: DIRECT_UPLOAD_HINT,
      tooLarge: PHOTO_RULE.tooLarge,
      limit: { limit: galleryUploadLimit(actor.id), message: TOO_MANY },
    },
    async ({ uploadId, fields, files }) => {
      const details = parseInput(multipartUploadSchema, ignoringFields(fields, IGNORED_FIELDS));
      const file = requiredFile({ file: PHOTO_RULE }, "file", files.file);
      const variants = await makePhotoVariants(getStorage(), file.key, file.size, (key) => recordDerivedKey(uploadId, key));
      return createPendingPhoto(actor, uploadId, details, file, variants);
    },
  );
}

/**
 * Creates the photo of upload `uploadId` from its stored sizes, pending review, in the
 * transaction that confirms the upload (of two confirms racing, one creates it and the other gets
 * 409); the original upload is deleted through the outbox once that commits. When anything fails
 * the sizes are deleted again, so no object is left without its row.
 */
async function createPendingPhoto(actor: Actor, uploadId: string, details: PhotoDetails, source: CheckedFile, variants: PhotoVariant[]) {
  const largest = variants[variants.length - 1];
  let id: string;
  try {
    if (!largest) throw new Error("makePhotoVariants made no size");
    const db = await getDb();
    id = await db.transaction(async (tx) => {
      await claimUpload(tx, uploadId, EXPIRED);
      const [row] = await tx
        .insert(galleryImages)
        .values({
          title: details.title,
          category: details.category,
          description: details.description ?? null,
          status: "pending",
          schoolId: actor.id,
          schoolName: actor.name,
          variants,
          width: largest.width,
          height: largest.height,
          consentConfirmedAt: details.consentConfirmed ? sql`now()` : null,
          consentConfirmedBy: details.consentConfirmed ? actor.id : null,
        })
        .returning({ id: galleryImages.id });
      if (!row) throw new Error("insert returned no row");
      await deleteObjectsLater(tx, [source.key]);
      return row.id;
    });
  } catch (error) {
    await dropSizes(variants);
    throw error;
  }
  return { message: "Image uploaded", image: await presentOne(actor, await loadPhoto(id)) };
}

/**
 * Deletes the sizes made for a photo whose row was not written (the loser of two confirms, a
 * refused edit), through the outbox. Should the database be down as well, they stay recorded on
 * their upload, which the job uploads.expired clears once it expires unconfirmed.
 */
export async function dropSizes(variants: readonly PhotoVariant[]): Promise<void> {
  await deleteObjectsSoon(variants.map((variant) => variant.key)).catch((error: unknown) =>
    log.error({ err: error }, "the sizes of a photo not created are left to uploads.expired"),
  );
}
