import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, type UserRow } from "@/lib/db/schema";
import { dummyHash, verifyPassword } from "@/features/accounts/server/password";
import { InvalidError, UnauthorizedError } from "@/lib/errors";
import { isOneClient } from "@/lib/http/same-origin";
import { clearHits, consume, limits, pruneHits, refund } from "@/lib/rate-limit/rate-limit";
import type { Actor } from "@/lib/session/actor";
import { revokeAllSessions, revokeSession } from "@/lib/session/sessions";
import { parseInput } from "@/lib/validate";
import { enqueueMail } from "@/lib/jobs/mail";
import { auditUser } from "../audit";
import { mails } from "../mails";
import { loginSchema } from "@/features/accounts/schema";

export const INVALID_LOGIN = "Invalid email or password";

/**
 * Checks an e-mail and password. Five failures for one e-mail within 15 minutes lock that
 * e-mail out until the oldest failure leaves the window (RateLimitedError, 429). Every other
 * failure is the same "Invalid email or password". Pending accounts may sign in: their
 * dashboards show the approval-pending screen and the server refuses what needs approval.
 *
 * Each attempt takes a slot of the limit before the password is checked (atomically, so
 * parallel attempts cannot all pass the check): a failure keeps its slot, a success clears
 * them all. So the limit counts failures, and at most five passwords are ever checked.
 *
 * `ip` is the caller's address (lib/http `clientIp`). Where it names one client (behind a
 * trusted proxy), that client's failures are limited too, to 30 in 15 minutes over all e-mails:
 * one password tried against a list of addresses (spraying) stops there. A success gives its
 * client slot back. Without a trusted proxy every visitor shares one address, so it is not limited.
 */
export async function authenticateWithPassword(input: unknown, ip: string): Promise<UserRow> {
  let email: string;
  let password: string;
  try {
    ({ email, password } = parseInput(loginSchema, input));
  } catch {
    throw new UnauthorizedError(INVALID_LOGIN);
  }
  const db = await getDb();
  const fromClient = isOneClient(ip) ? limits.loginFailuresFromClient(ip) : null;
  const clientHit = fromClient ? await consume(db, fromClient, TOO_MANY) : null;
  const limit = limits.loginFailures(email);
  try {
    await consume(db, limit, TOO_MANY);
  } catch (error) {
    // No password was checked: the client's slot goes back.
    if (clientHit !== null) await refund(db, clientHit);
    throw error;
  }

  const [user] = await db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !ok || user.status === "rejected") {
    if (Math.random() < 0.05) await pruneHits(db);
    throw new UnauthorizedError(INVALID_LOGIN);
  }
  await clearHits(db, limit);
  if (clientHit !== null) await refund(db, clientHit);
  if (user.closedAt) await cancelErasure(user);
  return user;
}

/**
 * A closed account waiting to be erased (features/privacy) is reopened when its owner signs in
 * before then: the mail that closed it says so. One conditional update; mailed and audited.
 */
async function cancelErasure(user: UserRow): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ closedAt: null, eraseAfter: null })
      .where(and(eq(users.id, user.id), isNotNull(users.closedAt), isNull(users.erasedAt)))
      .returning();
    if (!row) return;
    await auditUser(tx, "system", "user.cancelErasure", row.id, { by: "sign-in" });
    await enqueueMail(tx, mails.erasureCancelled(row.email, row.name));
  });
}

const TOO_MANY = "Too many failed sign-in attempts";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";

/**
 * Asks a signed-in person for their password again before a sensitive change (their bank
 * details): the check of a sign-in, against the account's own hash, on the same budget of five
 * failures in 15 minutes for the account's e-mail (`limits.loginFailures`), so a session in other
 * hands gets no guesses beyond those of the sign-in form, and a sign-in gets none beyond these. A
 * wrong password is a 422 on `currentPassword` and keeps its slot; a right one clears the failures.
 */
export async function confirmCurrentPassword(actor: Actor, password: string): Promise<void> {
  const db = await getDb();
  const limit = limits.loginFailures(actor.email);
  await consume(db, limit, "Too many wrong passwords");
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new InvalidError(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await clearHits(db, limit);
}

/** POST user/logout: ends the session this request came with (a Bearer token's, or the cookie's). */
export async function logout(actor: Actor | null): Promise<{ message: string }> {
  if (!actor?.sessionId) throw new UnauthorizedError();
  await revokeSession(actor.sessionId);
  return { message: "Logged out successfully" };
}

/**
 * POST user/logout-all ("Sign out of every device"): ends every session of the person, this
 * one included, and moves their session version on.
 */
export async function logoutEverywhere(actor: Actor | null): Promise<{ message: string }> {
  if (!actor) throw new UnauthorizedError();
  const db = await getDb();
  await db.transaction((tx) => revokeAllSessions(tx, actor.id));
  return { message: "Signed out of every device" };
}
