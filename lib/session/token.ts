import { SignJWT, jwtVerify } from "jose";
import { env } from "@/lib/config/env";
import { createSession, isSessionId, SESSION_TTL_MS } from "./sessions";

/** API Bearer tokens (`POST /api/v1/user/login`): HS256 with AUTH_SECRET, 24 hours. */
export const API_TOKEN_TTL_SECONDS = SESSION_TTL_MS.token / 1000;

const ISSUER = "mindful-minds-api";

function key(): Uint8Array {
  return new TextEncoder().encode(env().authSecret);
}

export type ApiTokenClaims = { userId: string; sessionVersion: number; sessionId: string };

/**
 * A Bearer token for the /api/v1 clients: opens a server-side session (lib/session/sessions.ts)
 * and signs its id (`sid`) with the user's session version; 24 hours.
 */
export async function issueApiToken(
  user: { id: string; role: string; sessionVersion: number },
  userAgent?: string | null,
): Promise<string> {
  const sid = await createSession(user, "token", userAgent);
  return new SignJWT({ role: user.role, sv: user.sessionVersion, sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/**
 * The claims of a validly signed, unexpired token, or null. A token without a session id (issued
 * before sessions could be revoked) is refused. Whether its session is still open is
 * lib/session/actor.ts's check.
 */
export async function verifyApiToken(token: string): Promise<ApiTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sv !== "number" || !isSessionId(payload.sid)) return null;
    return { userId: payload.sub, sessionVersion: payload.sv, sessionId: payload.sid };
  } catch {
    return null;
  }
}
