import "server-only";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import type { DbOrTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { videos } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError } from "@/lib/errors";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { getStorage } from "@/lib/storage";
import { checkUploadedFiles, claimUpload, findIssuedUpload, issueUploadWithToken, issuedFile, verifyUploadClaims } from "@/lib/uploads";
import { ignoringFields, parseInput } from "@/lib/validate";
import { getVideoSettings, tooLongMessage } from "@/features/video-settings";
import {
  FILE_RULES,
  IGNORED_FIELDS,
  fileRulesWithin,
  thumbnailRequestSchema,
  uploadConfirmSchema,
  uploadRequestSchema,
} from "@/features/videos/schema";
import { assertMayChange, loadVideo, presentOne } from "./access";
import { THUMBNAIL_UPLOAD, VIDEO_UPLOAD, verifyThumbnailToken, type VideoMeta } from "./upload-token";

const EXPIRED_UPLOAD = "This upload has expired or is not valid. Please upload the video again.";
const EXPIRED_THUMBNAIL = "This upload has expired or is not valid. Please upload the thumbnail again.";

/** Confirms a video's upload in the transaction that keeps its files (lib/uploads claimUpload). */
export const claimVideoUpload = (tx: DbOrTx, id: string) => claimUpload(tx, id, EXPIRED_UPLOAD);
/** Confirms a replacement thumbnail's upload in the transaction that swaps it in. */
export const claimThumbnailUpload = (tx: DbOrTx, id: string) => claimUpload(tx, id, EXPIRED_THUMBNAIL);

/**
 * Step one of an upload (POST video/upload): validates the details and the files the browser
 * is about to send, records the upload (lib/uploads issueUpload: keys of ours, declared sizes and
 * types, expiry), and answers presigned single-use targets for exactly those sizes and types
 * plus a signed token carrying the upload's id and the details. No video row yet.
 */
export async function requestVideoUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "video.upload");
  const data = parseInput(uploadRequestSchema, ignoringFields(input, IGNORED_FIELDS));
  const db = await getDb();
  // The length the browser read: over the maximum, nothing is uploaded (the stored file's own header is checked on confirm).
  const { maxVideoLengthSeconds } = await getVideoSettings(db);
  if (data.durationSeconds > maxVideoLengthSeconds) {
    const message = tooLongMessage(data.durationSeconds, maxVideoLengthSeconds);
    throw new InvalidError(message, { durationSeconds: message });
  }
  await consume(db, limits.videoUpload(actor.id), "Too many uploads");
  const meta: VideoMeta = {
    courseName: data.courseName,
    courseContent: data.courseContent,
    description: data.description,
    category: data.category,
    durationSeconds: data.durationSeconds,
    tags: data.tags ?? [],
  };
  return issueUploadWithToken(
    db,
    {
      uploadedBy: actor.id,
      purpose: VIDEO_UPLOAD,
      files: [
        { field: "video", rule: FILE_RULES.video, ...data.video },
        { field: "thumbnail", rule: FILE_RULES.thumbnail, ...data.thumbnail },
      ],
    },
    meta,
    "Upload the files to the given URLs, then confirm the upload",
  );
}

/** A checked file the upload must have had (its row was issued with it). */
const present = (file: Parameters<typeof issuedFile>[0]) => issuedFile(file, "video");

/**
 * Step two (POST video/upload/confirm): checks both stored objects (declared size, real type,
 * container, and the video's length from its own header against the video settings' maximum)
 * and creates the video, pending review, in the transaction that confirms the upload. A failed
 * check refuses the upload, deletes both objects and answers 422 with the reason; a second
 * confirm answers 409 and leaves storage alone. Status, rank, price and the recommended tag
 * never come from the upload.
 */
export async function confirmVideoUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "video.upload");
  const { uploadToken } = parseInput(uploadConfirmSchema, input);
  const claims = await verifyUploadClaims(VIDEO_UPLOAD, uploadToken, actor.id, EXPIRED_UPLOAD);
  const row = await findIssuedUpload(actor.id, claims.uploadId, VIDEO_UPLOAD, EXPIRED_UPLOAD);
  const { maxVideoLengthSeconds } = await getVideoSettings();
  const files = await checkUploadedFiles(getStorage(), row, fileRulesWithin(maxVideoLengthSeconds));
  const video = present(files.video);
  return createPendingVideo(actor, row.id, {
    // The details were validated by uploadRequestSchema before we signed them: the signature vouches for their shape.
    ...(claims.meta as VideoMeta),
    video: { key: video.key, type: video.type, size: video.size },
    thumbnail: present(files.thumbnail),
  });
}

export type CheckedUpload = VideoMeta & {
  video: { key: string; type: string; size: number };
  thumbnail: { key: string; type: string };
};

/**
 * Creates the video of upload `uploadId`, pending review, in the transaction that confirms the
 * upload (claimVideoUpload): of two confirms racing, one creates it, the other gets 409. Status,
 * rank, price and the recommended tag never come from an upload.
 */
export async function createPendingVideo(actor: Actor, uploadId: string, upload: CheckedUpload) {
  const db = await getDb();
  try {
    const created = await db.transaction(async (tx) => {
      await claimVideoUpload(tx, uploadId);
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
  return issueUploadWithToken(
    db,
    {
      uploadedBy: actor.id,
      purpose: THUMBNAIL_UPLOAD,
      forId: loaded.video.id,
      files: [{ field: "thumbnail", rule: FILE_RULES.thumbnail, ...thumbnail }],
    },
    { videoId: loaded.video.id },
    "Upload the image to the given URL, then save the video with thumbnailUploadToken",
  );
}

/**
 * Checks a replacement thumbnail uploaded with POST video/{id}/thumbnail: the token must be
 * this actor's and this video's, still unconfirmed, the object a real image of the declared size
 * (else the upload is refused and the object deleted). The caller confirms it with
 * claimThumbnailUpload in the transaction that swaps it in.
 */
export async function checkReplacementThumbnail(actor: Actor, videoId: string, token: string) {
  const claims = await verifyThumbnailToken(token);
  if (!claims) throw new InvalidError(EXPIRED_THUMBNAIL, { thumbnailUploadToken: "Invalid or expired upload token" });
  if (claims.uploaderId !== actor.id || claims.videoId !== videoId)
    throw new ForbiddenError("This upload belongs to another account or video");
  const row = await findIssuedUpload(actor.id, claims.uploadId, THUMBNAIL_UPLOAD, EXPIRED_THUMBNAIL);
  if (row.forId !== videoId) throw new ForbiddenError("This upload belongs to another account or video");
  const { thumbnail } = await checkUploadedFiles(getStorage(), row, { thumbnail: FILE_RULES.thumbnail });
  return { uploadId: row.id, change: { thumbnailKey: present(thumbnail).key, thumbnailType: present(thumbnail).type } };
}
