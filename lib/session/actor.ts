import { and, eq, gt, isNull } from "drizzle-orm";
import { headers } from "next/headers";
import { getDb } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { verifyApiToken } from "./token";
import type { Actor } from "./actor-type";
import { auth } from "./auth";
import { hasSessionCookie } from "./cookie";
import { isSessionId, touchSession, TOUCH_EVERY_MS } from "./sessions";

export type { Actor } from "./actor-type";

export type SessionClaims = { userId: string; sessionVersion: number; sessionId: string };

/**
 * The user and their session in one query: null when the session is unknown, revoked, expired
 * or someone else's. A password reset or a deletion moves the version on (or removes the row):
 * older sessions end too.
 */
export async function loadActor({ userId, sessionVersion, sessionId }: SessionClaims): Promise<Actor | null> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      allowedTabs: users.allowedTabs,
      sessionVersion: users.sessionVersion,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  if (!row || row.sessionVersion !== sessionVersion || row.status === "rejected") return null;
  const { kind, lastSeenAt, ...actor } = row;
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(sessionId, kind);
  return { ...actor, sessionId };
}

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
