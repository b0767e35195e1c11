import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { sessions, users, type SessionKind } from "@/lib/db/schema";
import { SESSION_MAX_AGE_SECONDS } from "./auth.config";

/**
 * Server-side sessions: every sign-in (the browser's cookie, an API Bearer token) gets a row in
 * `sessions` whose id travels in the signed token as `sid`. lib/session/actor.ts checks the row
 * on every request, so revoking it (logout, "sign out of every device") ends the session at
 * once, whatever copies of the cookie or token exist. The user's sessionVersion still ends every
 * session at once (password reset, deletion).
 */

/** How long a session lives without use; a cookie session slides on while it is used (as Auth.js's cookie does). */
export const SESSION_TTL_MS: Record<SessionKind, number> = {
  cookie: SESSION_MAX_AGE_SECONDS * 1000,
  token: 24 * 60 * 60_000,
};

/** last_seen_at (and a cookie session's expiry) is written at most this often, not on every request. */
export const TOUCH_EVERY_MS = 60 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a claim can be a session id (a malformed one never reaches the uuid column). */
export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Opens a session for a user who just proved who they are; returns its id for the token. */
export async function createSession(user: { id: string }, kind: SessionKind, userAgent?: string | null): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      kind,
      // Only shown to the person; a header is whatever the client sent, so keep it short.
      userAgent: userAgent ? userAgent.slice(0, 300) : null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS[kind]),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("createSession: insert returned no row");
  return row.id;
}

/**
 * Keeps a session in use alive: called by the actor check when last_seen_at is older than
 * TOUCH_EVERY_MS. A token session keeps its expiry (the token's own `exp` is fixed).
 */
export async function touchSession(id: string, kind: SessionKind): Promise<void> {
  const db = await getDb();
  const now = new Date();
  await db
    .update(sessions)
    .set(kind === "cookie" ? { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS.cookie) } : { lastSeenAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends one session (logout). Ending an ended or unknown session does nothing. */
export async function revokeSession(id: string): Promise<void> {
  if (!isSessionId(id)) return;
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of the user ("sign out of every device"): the rows are revoked and the
 * session version moves on, so even a token issued while this runs is refused.
 */
export async function revokeAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Deletes sessions that ended more than a day ago (expired or revoked), so the table stays small. */
export async function pruneSessions(db: DbOrTx): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
}
