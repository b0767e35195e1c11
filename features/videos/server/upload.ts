import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import type { DbOrTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { uploads, videos, type UploadRow } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError } from "@/lib/errors";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { parseInput } from "@/lib/validate";
import { inspectMedia } from "@/lib/storage/inspect";
import { newObjectKey } from "@/lib/storage/keys";
import { EXTENSION_OF, isMediaType } from "@/lib/storage/limits";
import type { Storage } from "@/lib/storage/types";
import {
  IMAGE_TYPES,
  MAX_THUMBNAIL_BYTES,
  MAX_VIDEO_BYTES,
  VIDEO_TYPES,
  thumbnailRequestSchema,
  uploadConfirmSchema,
  uploadRequestSchema,
} from "@/features/videos/schema";
import { assertMayChange, loadVideo, presentOne } from "./access";
import { uploadKeys } from "./upload-cleanup";
import { getStorage } from "@/lib/storage";
import { urlForCaller } from "@/lib/caller-url";
import {
  UPLOAD_TOKEN_TTL_SECONDS,
  signThumbnailToken,
  signUploadToken,
  verifyThumbnailToken,
  verifyUploadToken,
  type UploadClaims,
} from "./upload-token";

/** Keys are ours (lib/storage/keys.ts): a random id under the kind's folder, never the browser's file name. */
export function newKey(kind: "video" | "thumbnail", contentType: string): string {
  // The schemas only let our media types through; anything else here is a bug, not bad input.
  if (!isMediaType(contentType)) throw new Error(`newKey: unexpected content type ${contentType}`);
  return newObjectKey(kind, EXTENSION_OF[contentType]);
}

const EXPIRED_UPLOAD = "This upload has expired or is not valid. Please upload the video again.";
const EXPIRED_THUMBNAIL = "This upload has expired or is not valid. Please upload the thumbnail again.";

/**
 * Step one of an upload (POST video/upload): validates the details and the files the browser
 * is about to send, records the upload (row in `uploads`: keys, declared sizes and types,
 * expiry), and answers presigned single-use targets for exactly those sizes and types plus a
 * signed token carrying the upload's id and the details. No video row yet.
 */
export async function requestVideoUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "video.upload");
  const data = parseInput(uploadRequestSchema, input);
  const db = await getDb();
  await consume(db, limits.videoUpload(actor.id), "Too many uploads");
  const storage = getStorage();
  const expiresAt = new Date(Date.now() + UPLOAD_TOKEN_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(uploads)
    .values({
      uploadedBy: actor.id,
      videoKey: newKey("video", data.video.contentType),
      videoType: data.video.contentType,
      videoSize: data.video.size,
      thumbnailKey: newKey("thumbnail", data.thumbnail.contentType),
      thumbnailType: data.thumbnail.contentType,
      thumbnailSize: data.thumbnail.size,
      expiresAt,
    })
    .returning();
  if (!row?.videoKey) throw new Error("insert returned no upload row");
  const videoKey = row.videoKey;
  const [videoTarget, thumbnailTarget] = await Promise.all([
    storage.createUploadTarget(videoKey, {
      contentType: data.video.contentType,
      size: data.video.size,
      expiresInSeconds: UPLOAD_TOKEN_TTL_SECONDS,
    }),
    storage.createUploadTarget(row.thumbnailKey, {
      contentType: data.thumbnail.contentType,
      size: data.thumbnail.size,
      expiresInSeconds: UPLOAD_TOKEN_TTL_SECONDS,
    }),
  ]);
  const uploadToken = await signUploadToken({
    uploaderId: actor.id,
    uploadId: row.id,
    videoKey,
    videoType: data.video.contentType,
    thumbnailKey: row.thumbnailKey,
    thumbnailType: data.thumbnail.contentType,
    meta: {
      courseName: data.courseName,
      courseContent: data.courseContent,
      description: data.description,
      category: data.category,
      durationSeconds: data.durationSeconds,
      tags: data.tags ?? [],
    },
  });
  return {
    message: "Upload the files to the given URLs, then confirm the upload",
    uploadToken,
    expiresAt: expiresAt.toISOString(),
    video: { key: videoKey, upload: { ...videoTarget, url: urlForCaller(videoTarget.url) } },
    thumbnail: { key: row.thumbnailKey, upload: { ...thumbnailTarget, url: urlForCaller(thumbnailTarget.url) } },
  };
}

export type Check = {
  key: string;
  label: "video" | "thumbnail";
  /** The size the browser declared: the object must be exactly this long. */
  size: number;
  maxBytes: number;
  types: readonly string[];
};

/**
 * The stored object's real size and type, or the message telling the instructor what is wrong:
 * it must exist, have the declared size, start like one of `types` and parse as that container
 * (lib/storage/inspect.ts, reading only its headers).
 */
export async function checkObject(
  storage: Storage,
  check: Check,
): Promise<{ ok: true; type: string; size: number; durationSeconds: number | null } | { ok: false; message: string }> {
  const video = check.label === "video";
  const head = await storage.head(check.key);
  if (!head)
    return {
      ok: false,
      message: video ? "The video file was not uploaded. Please try again." : "The thumbnail image was not uploaded. Please try again.",
    };
  if (head.size > check.maxBytes)
    return { ok: false, message: video ? "Video file size exceeds 100MB limit" : "Thumbnail file size exceeds 5MB limit" };
  if (head.size === 0) return { ok: false, message: video ? "The video file is empty" : "The thumbnail image is empty" };
  if (head.size !== check.size)
    return {
      ok: false,
      message: video
        ? "The video file is not the size that was announced. Please upload it again."
        : "The thumbnail image is not the size that was announced. Please upload it again.",
    };
  const found = await inspectMedia(storage, check.key, head.size);
  if (!found || !check.types.includes(found.type)) {
    return {
      ok: false,
      message: video
        ? "The video file is not an MP4, WebM or QuickTime video that can be played"
        : "The thumbnail is not a JPEG, PNG or WebP image",
    };
  }
  return { ok: true, type: found.type, size: head.size, durationSeconds: found.durationSeconds };
}

/**
 * The actor's upload `id`, still to be confirmed: 422 when it is unknown or expired, 403 when it
 * is another account's, 409 when it was already confirmed or refused. A read, so that a second
 * confirm answers at once without touching storage; the claim itself is claimUpload.
 */
async function pendingUpload(actor: Actor, id: string, expired: string): Promise<UploadRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), gt(uploads.expiresAt, sql`now()`)));
  if (!row) throw new InvalidError(expired, { uploadToken: "Invalid or expired upload token" });
  if (row.uploadedBy !== actor.id) throw new ForbiddenError("This upload belongs to another account");
  if (row.status !== "issued") throw new ConflictError(conflictFor(row));
  return row;
}

function conflictFor(row: Pick<UploadRow, "status">): string {
  return row.status === "confirmed" ? "This upload has already been confirmed" : "This upload was refused; please upload the files again";
}

/**
 * Confirms upload `id`: the one conditional change `issued → confirmed`, in the caller's
 * transaction with whatever the upload creates. Of two confirms racing, PostgreSQL lets one
 * through; the other gets 409 (or 422 once expired) and its transaction writes nothing.
 */
export async function claimUpload(tx: DbOrTx, id: string, expired = EXPIRED_UPLOAD): Promise<void> {
  const [claimed] = await tx
    .update(uploads)
    .set({ status: "confirmed", confirmedAt: sql`now()` })
    .where(and(eq(uploads.id, id), eq(uploads.status, "issued"), gt(uploads.expiresAt, sql`now()`)))
    .returning({ id: uploads.id });
  if (claimed) return;
  const [current] = await tx.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, id));
  if (!current || current.status === "issued") throw new InvalidError(expired, { uploadToken: "Invalid or expired upload token" });
  throw new ConflictError(conflictFor(current));
}

/**
 * A failed check: `issued → rejected`, and only then the objects are deleted, so a check can
 * never delete the files of an upload that another request confirmed meanwhile. 422 with the reason.
 */
async function refuseUpload(storage: Storage, row: UploadRow, field: string, message: string): Promise<never> {
  await abandonUpload(storage, row.id, uploadKeys(row));
  throw new InvalidError(message, { [field]: message });
}

/**
 * `issued → rejected`, then deletes `keys` (the upload's objects); 409 when the upload was
 * confirmed or refused meanwhile, and then its objects are left alone.
 */
export async function abandonUpload(storage: Storage, id: string, keys: readonly string[]): Promise<void> {
  const db = await getDb();
  const [rejected] = await db
    .update(uploads)
    .set({ status: "rejected" })
    .where(and(eq(uploads.id, id), eq(uploads.status, "issued")))
    .returning({ id: uploads.id });
  if (!rejected) {
    const [current] = await db.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, id));
    throw new ConflictError(conflictFor(current ?? { status: "rejected" }));
  }
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Step two (POST video/upload/confirm): checks both stored objects (declared size, real type,
 * container) and creates the video, pending review, in the transaction that confirms the upload.
 * A failed check refuses the upload, deletes both objects and answers 422 with the reason; a
 * second confirm answers 409 and leaves storage alone. Status, rank, price and the recommended
 * tag never come from the upload.
 */
export async function confirmVideoUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "video.upload");
  const { uploadToken } = parseInput(uploadConfirmSchema, input);
  const claims: UploadClaims | null = await verifyUploadToken(uploadToken);
  if (!claims) throw new InvalidError(EXPIRED_UPLOAD, { uploadToken: "Invalid or expired upload token" });
  if (claims.uploaderId !== actor.id) throw new ForbiddenError("This upload belongs to another account");
  const row = await pendingUpload(actor, claims.uploadId, EXPIRED_UPLOAD);
  const { videoKey, videoSize } = row;
  if (!videoKey || !videoSize) throw new InvalidError(EXPIRED_UPLOAD, { uploadToken: "Not a video upload" });

  const storage = getStorage();
  const video = await checkObject(storage, {
    key: videoKey,
    label: "video",
    size: videoSize,
    maxBytes: MAX_VIDEO_BYTES,
    types: VIDEO_TYPES,
  });
  if (!video.ok) return refuseUpload(storage, row, "video", video.message);
  const thumbnail = await checkObject(storage, {
    key: row.thumbnailKey,
    label: "thumbnail",
    size: row.thumbnailSize,
    maxBytes: MAX_THUMBNAIL_BYTES,
    types: IMAGE_TYPES,
  });
  if (!thumbnail.ok) return refuseUpload(storage, row, "thumbnail", thumbnail.message);

  return createPendingVideo(actor, row.id, {
    ...claims.meta,
    video: { key: videoKey, type: video.type, size: video.size },
    thumbnail: { key: row.thumbnailKey, type: thumbnail.type },
  });
}

export type CheckedUpload = UploadClaims["meta"] & {
  video: { key: string; type: string; size: number };
  thumbnail: { key: string; type: string };
};

/**
 * Creates the video of upload `uploadId`, pending review, in the transaction that confirms the
 * upload (claimUpload): of two confirms racing, one creates it, the other gets 409. Status,
 * rank, price and the recommended tag never come from an upload.
 */
export async function createPendingVideo(actor: Actor, uploadId: string, upload: CheckedUpload) {
  const db = await getDb();
  try {
    const created = await db.transaction(async (tx) => {
      await claimUpload(tx, uploadId);
      const [inserted] = await tx
        .insert(videos)
        .values({
          courseName: upload.courseName,
          courseContent: upload.courseContent,
          description: upload.description,
          category: upload.category ?? null,
          durationSeconds: upload.durationSeconds,
          tags: upload.tags,
          status: "pending",
          uploadedBy: actor.id,
          videoKey: upload.video.key,
          videoType: upload.video.type,
          videoSize: upload.video.size,
          thumbnailKey: upload.thumbnail.key,
          thumbnailType: upload.thumbnail.type,
        })
        .returning();
      if (!inserted) throw new Error("insert returned no row");
      return inserted;
    });
    return { message: "Video uploaded successfully", video: await presentOne(actor, await loadVideo(created.id)) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("This upload has already been confirmed");
    throw error;
  }
}

/**
 * Step one of replacing a video's thumbnail (POST video/{id}/thumbnail): the uploader of the
 * video or staff get a single-use presigned target for the declared size and type, recorded in
 * `uploads`, and a token; PUT video/updateVideo/{id} with `thumbnailUploadToken` checks the new
 * image (checkReplacementThumbnail) and swaps it in, confirming the upload in its transaction.
 */
export async function requestThumbnailUpload(actor: Actor | null, videoId: string, input: unknown) {
  assertCan(actor, "video.manageOwn");
  const loaded = await loadVideo(videoId);
  assertMayChange(actor, loaded.video);
  const { thumbnail } = parseInput(thumbnailRequestSchema, input);
  const db = await getDb();
  await consume(db, limits.videoUpload(actor.id), "Too many uploads");
  const expiresAt = new Date(Date.now() + UPLOAD_TOKEN_TTL_SECONDS * 1000);
  const [row] = await db
    .insert(uploads)
    .values({
      uploadedBy: actor.id,
      forVideoId: loaded.video.id,
      thumbnailKey: newKey("thumbnail", thumbnail.contentType),
      thumbnailType: thumbnail.contentType,
      thumbnailSize: thumbnail.size,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error("insert returned no upload row");
  const upload = await getStorage().createUploadTarget(row.thumbnailKey, {
    contentType: thumbnail.contentType,
    size: thumbnail.size,
    expiresInSeconds: UPLOAD_TOKEN_TTL_SECONDS,
  });
  const uploadToken = await signThumbnailToken({
    uploaderId: actor.id,
    uploadId: row.id,
    videoId: loaded.video.id,
    thumbnailKey: row.thumbnailKey,
    thumbnailType: thumbnail.contentType,
  });
  return {
    message: "Upload the image to the given URL, then save the video with thumbnailUploadToken",
    uploadToken,
    expiresAt: expiresAt.toISOString(),
    thumbnail: { key: row.thumbnailKey, upload: { ...upload, url: urlForCaller(upload.url) } },
  };
}

/**
 * Checks a replacement thumbnail uploaded with POST video/{id}/thumbnail: the token must be
 * this actor's and this video's, still unconfirmed, the object a real image of the declared size
 * (else the upload is refused and the object deleted). The caller confirms it with claimUpload
 * in the transaction that swaps it in.
 */
export const claimThumbnailUpload = (tx: DbOrTx, id: string) => claimUpload(tx, id, EXPIRED_THUMBNAIL);

export async function checkReplacementThumbnail(actor: Actor, videoId: string, token: string) {
  const claims = await verifyThumbnailToken(token);
  if (!claims) throw new InvalidError(EXPIRED_THUMBNAIL, { thumbnailUploadToken: "Invalid or expired upload token" });
  if (claims.uploaderId !== actor.id || claims.videoId !== videoId)
    throw new ForbiddenError("This upload belongs to another account or video");
  const row = await pendingUpload(actor, claims.uploadId, EXPIRED_THUMBNAIL);
  if (row.forVideoId !== videoId) throw new ForbiddenError("This upload belongs to another account or video");
  const storage = getStorage();
  const checked = await checkObject(storage, {
    key: row.thumbnailKey,
    label: "thumbnail",
    size: row.thumbnailSize,
    maxBytes: MAX_THUMBNAIL_BYTES,
    types: IMAGE_TYPES,
  });
  if (!checked.ok) return refuseUpload(storage, row, "thumbnail", checked.message);
  return { uploadId: row.id, change: { thumbnailKey: row.thumbnailKey, thumbnailType: checked.type } };
}
