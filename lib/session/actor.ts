import { headers } from "next/headers";
import { verifyApiToken } from "./token";
import type { Actor } from "./actor-type";
import { auth } from "./auth";
import { hasSessionCookie } from "./cookie";
import { isSessionId } from "./sessions";

export type { Actor } from "./actor-type";

export { cookieActor, loadActor, type SessionClaims } from "./load-actor";
import { loadActor } from "./load-actor";

/**
 * Who is making this request: a Bearer token (API clients) or the Auth.js session cookie.
 * The user and the session are loaded from the database every time, so role and approval are
 * current and a session ended by logout is refused. A token or cookie without a session id
 * (issued before sessions could be ended) is refused too.
 */
export async function getActor(): Promise<Actor | null> {
  const h = await headers();
  const authorization = h.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match?.[1]) return null;
    const claims = await verifyApiToken(match[1]);
    return claims ? loadActor(claims) : null;
  }
  if (!hasSessionCookie(h)) return null;
  const session = await auth();
  if (!session?.user?.id || !isSessionId(session.sessionId)) return null;
  return loadActor({ userId: session.user.id, sessionVersion: session.sessionVersion, sessionId: session.sessionId });
}

/** Whether the request was authenticated by cookie (so it must come from our own origin). */
export async function isCookieAuthenticated(): Promise<boolean> {
  return !(await headers()).get("authorization");
}
