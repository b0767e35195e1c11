import "server-only";
import { signUploadToken as sign, verifyUploadToken as verify } from "@/lib/uploads";
import type { UploadRequest } from "@/features/videos/schema";

/** The purposes of a video's uploads (lib/uploads): a new video with its thumbnail, a replacement thumbnail. */
export const VIDEO_UPLOAD = "video";
export const THUMBNAIL_UPLOAD = "video-thumbnail";

export type VideoMeta = Pick<UploadRequest, "courseName" | "courseContent" | "description" | "category" | "durationSeconds"> & {
  tags: string[];
};
/** What step one of a video's upload promised: the upload to confirm, who may, and the video's details. */
export type UploadClaims = { uploaderId: string; uploadId: string; meta: VideoMeta };

export function signUploadToken(claims: UploadClaims): Promise<string> {
  return sign(VIDEO_UPLOAD, claims);
}

/** The claims of a valid, unexpired video upload token, or null. */
export async function verifyUploadToken(token: string): Promise<UploadClaims | null> {
  const claims = await verify(VIDEO_UPLOAD, token);
  // The details were validated by uploadRequestSchema before we signed them: the signature vouches for their shape.
  return claims ? { ...claims, meta: claims.meta as VideoMeta } : null;
}

/** A replacement thumbnail for one video, uploaded before PUT video/updateVideo/{id} (signed with meta `{ videoId }`). */
export type ThumbnailClaims = { uploaderId: string; uploadId: string; videoId: string };

export async function verifyThumbnailToken(token: string): Promise<ThumbnailClaims | null> {
  const claims = await verify(THUMBNAIL_UPLOAD, token);
  const videoId = claims?.meta.videoId;
  return claims && typeof videoId === "string" ? { uploaderId: claims.uploaderId, uploadId: claims.uploadId, videoId } : null;
}
