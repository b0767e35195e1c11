import { SignJWT, jwtVerify } from "jose";
import { env } from "@/lib/env";

/** API Bearer tokens (`POST /api/v1/user/login`): HS256 with AUTH_SECRET, 24 hours. */
export const API_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const ISSUER = "mindful-minds-api";

function key(): Uint8Array {
  return new TextEncoder().encode(env().authSecret);
}

/** A Bearer token for the /api/v1 clients: 24 hours, bound to the user's session version. */
export async function issueApiToken(user: { id: string; role: string; sessionVersion: number }): Promise<string> {
  return new SignJWT({ role: user.role, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** Returns the user id and session version of a valid token, or null. */
export async function verifyApiToken(token: string): Promise<{ userId: string; sessionVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
    return { userId: payload.sub, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}
