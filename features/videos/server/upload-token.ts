import { signUploadToken as sign, verifyUploadToken as verify } from "@/lib/uploads";
import type { UploadRequest } from "@/features/videos/schema";

/** The purposes of a video's uploads (lib/uploads): a new video with its thumbnail, a replacement thumbnail, a replacement video file. */
export const VIDEO_UPLOAD = "video";
export const THUMBNAIL_UPLOAD = "video-thumbnail";
export const VIDEO_FILE_UPLOAD = "video-file";

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

/**
 * A replacement file for one video (a thumbnail, or the video itself with the length the browser
 * read), uploaded before PUT video/updateVideo/{id} (signed with meta `{ videoId }`, and
 * `durationSeconds` for a video).
 */
export type ReplacementClaims = { uploaderId: string; uploadId: string; videoId: string; durationSeconds: number | null };

export async function verifyReplacementToken(
  purpose: typeof THUMBNAIL_UPLOAD | typeof VIDEO_FILE_UPLOAD,
  token: string,
): Promise<ReplacementClaims | null> {
  const claims = await verify(purpose, token);
  const videoId = claims?.meta.videoId;
  const seconds = claims?.meta.durationSeconds;
  return claims && typeof videoId === "string"
    ? { uploaderId: claims.uploaderId, uploadId: claims.uploadId, videoId, durationSeconds: typeof seconds === "number" ? seconds : null }
    : null;
}
