import "server-only";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { videos } from "@/lib/db/schema";
import { ConflictError, ForbiddenError, InvalidError } from "@/lib/errors";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { parseInput } from "@/lib/validate";
import { newObjectKey } from "@/lib/storage/keys";
import { EXTENSION_OF, isMediaType } from "@/lib/storage/limits";
import { SNIFF_LENGTH, sniffType } from "@/lib/storage/sniff";
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
import { getStorage } from "@/lib/storage";
import { UPLOAD_TOKEN_TTL_SECONDS, signThumbnailToken, signUploadToken, verifyUploadToken, type UploadClaims } from "./upload-token";

/** Keys are ours (lib/storage/keys.ts): a random id under the kind's folder, never the browser's file name. */
function newKey(kind: "video" | "thumbnail", contentType: string): string {
  // The schemas only let our media types through; anything else here is a bug, not bad input.
  if (!isMediaType(contentType)) throw new Error(`newKey: unexpected content type ${contentType}`);
  return newObjectKey(kind, EXTENSION_OF[contentType]);
}

/**
 * Step one of an upload (POST video/upload): validates the details and the files the browser
 * is about to send, and answers presigned upload targets for keys we generate plus a signed
 * token binding the uploader, the keys, the declared types and the details. No row yet.
 */
export async function requestVideoUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "video.upload");
  const data = parseInput(uploadRequestSchema, input);
  const db = await getDb();
  await consume(db, limits.videoUpload(actor.id), "Too many uploads");
  const storage = getStorage();
  const videoKey = newKey("video", data.video.contentType);
  const thumbnailKey = newKey("thumbnail", data.thumbnail.contentType);
  const [videoTarget, thumbnailTarget] = await Promise.all([
    storage.createUploadTarget(videoKey, {
      contentType: data.video.contentType,
      maxBytes: MAX_VIDEO_BYTES,
      expiresInSeconds: UPLOAD_TOKEN_TTL_SECONDS,
    }),
    storage.createUploadTarget(thumbnailKey, {
      contentType: data.thumbnail.contentType,
      maxBytes: MAX_THUMBNAIL_BYTES,
      expiresInSeconds: UPLOAD_TOKEN_TTL_SECONDS,
    }),
  ]);
  const uploadToken = await signUploadToken({
    uploaderId: actor.id,
    videoKey,
    videoType: data.video.contentType,
    thumbnailKey,
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
    expiresAt: new Date(Date.now() + UPLOAD_TOKEN_TTL_SECONDS * 1000).toISOString(),
    video: { key: videoKey, upload: videoTarget },
    thumbnail: { key: thumbnailKey, upload: thumbnailTarget },
  };
}

export type Check = { key: string; label: "video" | "thumbnail"; maxBytes: number; types: readonly string[] };

/** The stored object's real size and type, or the message telling the instructor what is wrong. */
export async function checkObject(
  storage: Storage,
  check: Check,
): Promise<{ ok: true; type: string; size: number } | { ok: false; message: string }> {
  const head = await storage.head(check.key);
  if (!head)
    return {
      ok: false,
      message:
        check.label === "video"
          ? "The video file was not uploaded. Please try again."
          : "The thumbnail image was not uploaded. Please try again.",
    };
  if (head.size > check.maxBytes)
    return {
      ok: false,
      message: check.label === "video" ? "Video file size exceeds 100MB limit" : "Thumbnail file size exceeds 5MB limit",
    };
  if (head.size === 0) return { ok: false, message: check.label === "video" ? "The video file is empty" : "The thumbnail image is empty" };
  const type = sniffType(await storage.readStart(check.key, SNIFF_LENGTH));
  if (!type || !check.types.includes(type)) {
    return {
      ok: false,
      message:
        check.label === "video"
          ? "The video file is not an MP4, WebM or QuickTime video"
          : "The thumbnail is not a JPEG, PNG or WebP image",
    };
  }
  return { ok: true, type, size: head.size };
}

/**
 * Step two (POST video/upload/confirm): checks both stored objects (real size, real type from
 * their first bytes). A failed check deletes both objects and answers 422 with the reason;
 * otherwise the video is created, pending review. Status, rank, price and the recommended tag
 * never come from the upload.
 */
export async function confirmVideoUpload(actor: Actor | null, input: unknown) {
  assertCan(actor, "video.upload");
  const { uploadToken } = parseInput(uploadConfirmSchema, input);
  const claims: UploadClaims | null = await verifyUploadToken(uploadToken);
  if (!claims)
    throw new InvalidError("This upload has expired or is not valid. Please upload the video again.", {
      uploadToken: "Invalid or expired upload token",
    });
  if (claims.uploaderId !== actor.id) throw new ForbiddenError("This upload belongs to another account");

  const storage = getStorage();
  const video = await checkObject(storage, { key: claims.videoKey, label: "video", maxBytes: MAX_VIDEO_BYTES, types: VIDEO_TYPES });
  const thumbnail = video.ok
    ? await checkObject(storage, { key: claims.thumbnailKey, label: "thumbnail", maxBytes: MAX_THUMBNAIL_BYTES, types: IMAGE_TYPES })
    : null;
  const failed = !video.ok ? video : thumbnail && !thumbnail.ok ? thumbnail : null;
  if (failed && !failed.ok) {
    await Promise.all([storage.delete(claims.videoKey), storage.delete(claims.thumbnailKey)]);
    throw new InvalidError(failed.message, { [!video.ok ? "video" : "thumbnail"]: failed.message });
  }
  if (!video.ok || !thumbnail?.ok) throw new Error("unreachable");

  const db = await getDb();
  try {
    const [created] = await db
      .insert(videos)
      .values({
        courseName: claims.meta.courseName,
        courseContent: claims.meta.courseContent,
        description: claims.meta.description,
        category: claims.meta.category ?? null,
        durationSeconds: claims.meta.durationSeconds,
        tags: claims.meta.tags,
        status: "pending",
        uploadedBy: actor.id,
        videoKey: claims.videoKey,
        videoType: video.type,
        videoSize: video.size,
        thumbnailKey: claims.thumbnailKey,
        thumbnailType: thumbnail.type,
      })
      .returning();
    if (!created) throw new Error("insert returned no row");
    return { message: "Video uploaded successfully", video: await presentOne(actor, await loadVideo(created.id)) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("This upload has already been confirmed");
    throw error;
  }
}

/**
 * Step one of replacing a video's thumbnail (POST video/{id}/thumbnail): the uploader of the
 * video or staff get a presigned target and a token; PUT video/updateVideo/{id} with
 * `thumbnailUploadToken` checks the new image and swaps it in.
 */
export async function requestThumbnailUpload(actor: Actor | null, videoId: string, input: unknown) {
  assertCan(actor, "video.manageOwn");
  const loaded = await loadVideo(videoId);
  assertMayChange(actor, loaded.video);
  const { thumbnail } = parseInput(thumbnailRequestSchema, input);
  const db = await getDb();
  await consume(db, limits.videoUpload(actor.id), "Too many uploads");
  const thumbnailKey = newKey("thumbnail", thumbnail.contentType);
  const upload = await getStorage().createUploadTarget(thumbnailKey, {
    contentType: thumbnail.contentType,
    maxBytes: MAX_THUMBNAIL_BYTES,
    expiresInSeconds: UPLOAD_TOKEN_TTL_SECONDS,
  });
  const uploadToken = await signThumbnailToken({ uploaderId: actor.id, videoId, thumbnailKey, thumbnailType: thumbnail.contentType });
  return {
    message: "Upload the image to the given URL, then save the video with thumbnailUploadToken",
    uploadToken,
    expiresAt: new Date(Date.now() + UPLOAD_TOKEN_TTL_SECONDS * 1000).toISOString(),
    thumbnail: { key: thumbnailKey, upload },
  };
}
