import { and, eq, gt, isNull } from "drizzle-orm";
import { getToken } from "next-auth/jwt";
import { getDb } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import type { Actor } from "./actor-type";
import { hasSessionCookie } from "./cookie";
import { isSessionId, touchSession, TOUCH_EVERY_MS } from "./sessions";

/*
 * A session's person, apart from ./actor.ts (which re-exports it): the form pages'
 * getServerSideProps reaches it (a donor signed in), and a Pages Router page may not reach
 * next/headers, which ./actor.ts reads.
 */

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
 * Who posted a form of a Pages Router page, whose request next/headers (and so `getActor`) does
 * not know: the Auth.js session cookie among `headers`, read as Auth.js reads it, then loaded as
 * `getActor` does.
 */
export async function cookieActor(headers: Headers): Promise<Actor | null> {
  if (!hasSessionCookie(headers)) return null;
  const { authSecret, siteUrl } = env();
  const token = await getToken({ req: { headers }, secret: authSecret, secureCookie: siteUrl.startsWith("https:") });
  if (!token?.uid || typeof token.sv !== "number" || !isSessionId(token.sid)) return null;
  return loadActor({ userId: token.uid, sessionVersion: token.sv, sessionId: token.sid });
}
