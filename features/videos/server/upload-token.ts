import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { env } from "@/lib/env";
import type { UploadRequest } from "@/features/videos/schema";

/** What step one of an upload promised, signed so step two can trust it. */
export type UploadClaims = {
  uploaderId: string;
  /** The row of `uploads` this token confirms: it alone says whether it is still unconfirmed. */
  uploadId: string;
  videoKey: string;
  videoType: string;
  thumbnailKey: string;
  thumbnailType: string;
  meta: Pick<UploadRequest, "courseName" | "courseContent" | "description" | "category" | "durationSeconds"> & { tags: string[] };
};

export const UPLOAD_TOKEN_TTL_SECONDS = 60 * 60;
const AUDIENCE = "video-upload";
const ISSUER = "mindful-minds-api";

function key(): Uint8Array {
  return new TextEncoder().encode(env().authSecret);
}

export async function signUploadToken(claims: UploadClaims): Promise<string> {
  const { uploaderId, ...rest } = claims;
  return new SignJWT({ upload: rest })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(uploaderId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${UPLOAD_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The claims of a valid, unexpired upload token, or null. */
export async function verifyUploadToken(token: string): Promise<UploadClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    const upload = payload.upload as Omit<UploadClaims, "uploaderId"> | undefined;
    if (
      typeof payload.sub !== "string" ||
      !upload ||
      typeof upload.uploadId !== "string" ||
      typeof upload.videoKey !== "string" ||
      typeof upload.thumbnailKey !== "string"
    )
      return null;
    return { uploaderId: payload.sub, ...upload };
  } catch {
    return null;
  }
}

/** A replacement thumbnail for one video, uploaded before PUT video/updateVideo/{id}. */
export type ThumbnailClaims = { uploaderId: string; uploadId: string; videoId: string; thumbnailKey: string; thumbnailType: string };
const THUMBNAIL_AUDIENCE = "video-thumbnail-upload";

export async function signThumbnailToken(claims: ThumbnailClaims): Promise<string> {
  const { uploaderId, ...rest } = claims;
  return new SignJWT({ thumbnail: rest })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(uploaderId)
    .setIssuer(ISSUER)
    .setAudience(THUMBNAIL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${UPLOAD_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

export async function verifyThumbnailToken(token: string): Promise<ThumbnailClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: THUMBNAIL_AUDIENCE, algorithms: ["HS256"] });
    const thumbnail = payload.thumbnail as Omit<ThumbnailClaims, "uploaderId"> | undefined;
    if (
      typeof payload.sub !== "string" ||
      !thumbnail ||
      typeof thumbnail.uploadId !== "string" ||
      typeof thumbnail.thumbnailKey !== "string" ||
      typeof thumbnail.videoId !== "string"
    )
      return null;
    return { uploaderId: payload.sub, ...thumbnail };
  } catch {
    return null;
  }
}
