import { SignJWT, jwtVerify } from "jose";
import { env } from "@/lib/config/env";

/** How long an issued upload (its URLs and its token) stays valid. */
export const UPLOAD_TTL_SECONDS = 60 * 60;
/**
 * How long after its expiry an upload may still be arriving: an upload URL is checked when the
 * PUT starts, so a 100 MB upload begun just before expiry may take a while. Nothing is done to
 * an upload's objects because its URL has expired until this has passed too.
 */
export const UPLOAD_GRACE_MS = 60 * 60_000;
const ISSUER = "mindful-minds-api";

/**
 * What step one of an upload promised, signed so that step two can trust it: the upload row it
 * confirms (which alone says whether it is still unconfirmed), who may confirm it, and the
 * details the feature asked to carry (a video's title…), which it reads back with its own schema.
 */
export type UploadClaims = { uploaderId: string; uploadId: string; meta: Record<string, unknown> };

function key(): Uint8Array {
  return new TextEncoder().encode(env().authSecret);
}

/** An HS256 token for one upload of `purpose` (its audience), valid as long as the upload. */
export async function signUploadToken(purpose: string, claims: UploadClaims): Promise<string> {
  return new SignJWT({ uploadId: claims.uploadId, meta: claims.meta })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.uploaderId)
    .setIssuer(ISSUER)
    .setAudience(`upload:${purpose}`)
    .setIssuedAt()
    .setExpirationTime(`${UPLOAD_TTL_SECONDS}s`)
    .sign(key());
}

/** The claims of a valid, unexpired token of an upload of `purpose`, or null (any other token, altered, expired). */
export async function verifyUploadToken(purpose: string, token: string): Promise<UploadClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: `upload:${purpose}`, algorithms: ["HS256"] });
    const { sub, uploadId, meta } = payload;
    if (typeof sub !== "string" || typeof uploadId !== "string" || typeof meta !== "object" || meta === null) return null;
    return { uploaderId: sub, uploadId, meta: meta as Record<string, unknown> };
  } catch {
    return null;
  }
}
