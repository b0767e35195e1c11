import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import type { DbOrTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { videos } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError } from "@/lib/errors";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { getStorage } from "@/lib/storage";
import {
  checkUploadedFiles,
  claimUpload,
  findIssuedUpload,
  issueUploadWithToken,
  issuedFile,
  verifyUploadClaims,
  wholeSeconds,
} from "@/lib/uploads";
import { ignoringFields, parseInput } from "@/lib/validate";
import { getVideoSettings, tooLongMessage } from "@/features/video-settings";
import {
  FILE_RULES,
  IGNORED_FIELDS,
  fileRulesWithin,
  thumbnailRequestSchema,
  uploadConfirmSchema,
  uploadRequestSchema,
  videoFileRequestSchema,
} from "@/features/videos/schema";
import { assertMayChange, loadVideo, presentOne } from "./access";
import { THUMBNAIL_UPLOAD, VIDEO_FILE_UPLOAD, VIDEO_UPLOAD, verifyReplacementToken, type VideoMeta } from "./upload-token";

const EXPIRED_UPLOAD = "This upload has expired or is not valid. Please upload the video again.";
const EXPIRED_THUMBNAIL = "This upload has expired or is not valid. Please upload the thumbnail again.";
const EXPIRED_VIDEO_FILE = "This upload has expired or is not valid. Please choose the new video file again.";
const OTHER_UPLOAD = "This upload belongs to another account or video";

/** Confirms a video's upload in the transaction that keeps its files (lib/uploads claimUpload). */
export const claimVideoUpload = (tx: DbOrTx, id: string) => claimUpload(tx, id, EXPIRED_UPLOAD);
/** Confirms a replacement thumbnail's upload in the transaction that swaps it in. */
export const claimThumbnailUpload = (tx: DbOrTx, id: string) => claimUpload(tx, id, EXPIRED_THUMBNAIL);
/** Confirms a replacement video file's upload in the transaction that swaps it in. */
export const claimVideoFileUpload = (tx: DbOrTx, id: string) => claimUpload(tx, id, EXPIRED_VIDEO_FILE);

/** Refuses a browser-read length over the video settings' maximum before anything is uploaded (the stored file's header is checked again). */
async function assertWithinMaximum(db: DbOrTx, durationSeconds: number): Promise<void> {
  const { maxVideoLengthSeconds } = await getVideoSettings(db);
  if (durationSeconds > maxVideoLengthSeconds) {
    const message = tooLongMessage(durationSeconds, maxVideoLengthSeconds);
    throw new InvalidError(message, { durationSeconds: message });
  }
}

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
  await assertWithinMaximum(db, data.durationSeconds);
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
 * A replacement upload's token and row (a thumbnail's or a video file's): the token of `purpose`,
 * this actor's and this video's, its upload still issued and unconfirmed; 422 under `field` when
 * it is expired or unknown, 403 when it is another person's or another video's.
 */
async function issuedReplacement(
  actor: Actor,
  videoId: string,
  token: string,
  purpose: typeof THUMBNAIL_UPLOAD | typeof VIDEO_FILE_UPLOAD,
  field: string,
  expired: string,
) {
  const claims = await verifyReplacementToken(purpose, token);
  if (!claims) throw new InvalidError(expired, { [field]: "Invalid or expired upload token" });
  if (claims.uploaderId !== actor.id || claims.videoId !== videoId) throw new ForbiddenError(OTHER_UPLOAD);
  const row = await findIssuedUpload(actor.id, claims.uploadId, purpose, expired);
  if (row.forId !== videoId) throw new ForbiddenError(OTHER_UPLOAD);
  return { claims, row };
}

/**
 * Checks a replacement thumbnail uploaded with POST video/{id}/thumbnail: the token must be
 * this actor's and this video's, still unconfirmed, the object a real image of the declared size
 * (else the upload is refused and the object deleted). The caller confirms it with
 * claimThumbnailUpload in the transaction that swaps it in.
 */
export async function checkReplacementThumbnail(actor: Actor, videoId: string, token: string) {
  const { row } = await issuedReplacement(actor, videoId, token, THUMBNAIL_UPLOAD, "thumbnailUploadToken", EXPIRED_THUMBNAIL);
  const { thumbnail } = await checkUploadedFiles(getStorage(), row, { thumbnail: FILE_RULES.thumbnail });
  return { uploadId: row.id, change: { thumbnailKey: present(thumbnail).key, thumbnailType: present(thumbnail).type } };
}

/**
 * Step one of replacing a video's file (POST video/{id}/file), as an upload's step one: the
 * uploader of the video or staff declare the new file and the length the browser read (over the
 * video settings' maximum: 422, nothing uploaded), and get a single-use presigned target recorded
 * in `uploads` and a token; PUT video/updateVideo/{id} with `videoUploadToken` checks the stored
 * file (checkReplacementVideo) and swaps it in, confirming the upload in its transaction; the old
 * file is deleted once that commits.
 */
export async function requestVideoFileUpload(actor: Actor | null, videoId: string, input: unknown) {
  assertCan(actor, "video.manageOwn");
  const loaded = await loadVideo(videoId);
  assertMayChange(actor, loaded.video);
  const { video, durationSeconds } = parseInput(videoFileRequestSchema, input);
  const db = await getDb();
  await assertWithinMaximum(db, durationSeconds);
  await consume(db, limits.videoUpload(actor.id), "Too many uploads");
  return issueUploadWithToken(
    db,
    {
      uploadedBy: actor.id,
      purpose: VIDEO_FILE_UPLOAD,
      forId: loaded.video.id,
      files: [{ field: "video", rule: FILE_RULES.video, ...video }],
    },
    { videoId: loaded.video.id, durationSeconds },
    "Upload the video to the given URL, then save the video with videoUploadToken",
  );
}

/**
 * Checks a replacement video file uploaded with POST video/{id}/file as an upload's confirm
 * does: the token must be this actor's and this video's, still unconfirmed; the object the
 * declared size, a real MP4, WebM or QuickTime video (by its first bytes) whose own header gives
 * a length within the video settings' maximum. Else the upload is refused and the object deleted
 * (422). The caller confirms it with claimVideoFileUpload in the transaction that swaps it in.
 */
export async function checkReplacementVideo(actor: Actor, videoId: string, token: string) {
  const { claims, row } = await issuedReplacement(actor, videoId, token, VIDEO_FILE_UPLOAD, "videoUploadToken", EXPIRED_VIDEO_FILE);
  const { maxVideoLengthSeconds } = await getVideoSettings();
  const { video } = await checkUploadedFiles(getStorage(), row, { video: fileRulesWithin(maxVideoLengthSeconds).video });
  const file = present(video);
  const durationSeconds = wholeSeconds(file) ?? claims.durationSeconds;
  return {
    uploadId: row.id,
    change: {
      videoKey: file.key,
      videoType: file.type,
      videoSize: file.size,
      ...(durationSeconds ? { durationSeconds: Math.max(1, Math.round(durationSeconds)) } : {}),
    },
  };
}
