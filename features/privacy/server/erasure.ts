import { and, eq, isNull, lte, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { confirmCurrentPassword } from "@/features/accounts";
import { expirePages } from "@/lib/cache/expire";
import { getDb, type Tx } from "@/lib/db/client";
import { users, type UserRow } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { enqueueMail } from "@/lib/jobs/mail";
import { deleteObjectsLater } from "@/lib/jobs/storage";
import { loggable } from "@/lib/loggable";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import type { ErasurePolicy, PersonalData, Person } from "@/lib/privacy/personal-data";
import type { Actor } from "@/lib/session/actor-type";
import { revokeAllSessions } from "@/lib/session/sessions";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { personalData } from "@/registry/personal-data";
import { auditPrivacy } from "../audit";
import { mails } from "../mails";

/** How long a closed account waits before it is erased: time to change one's mind by signing in. */
export const ERASURE_GRACE_DAYS = 14;

export const LAST_SUPERADMIN = "You are the only superadmin: make another account superadmin before you erase yours.";
export const ALREADY_CLOSED = "This account is already closed and waiting to be erased.";
export const SUPERADMIN_NOT_BY_STAFF =
  "A superadmin's account cannot be erased from User Management: the superadmin erases it from their own Profile.";

const personOf = (row: Pick<UserRow, "id" | "email" | "name" | "role">): Person => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

const policyAt = (now: Date): ErasurePolicy => ({ ...env().erasure, now });

/**
 * A person closes their own account for erasure (Profile, with their password again): closed at
 * once (every session ended, no sign-in but the one that cancels), erased after
 * ERASURE_GRACE_DAYS by the job privacy.erase-due, and mailed so. One conditional update: a
 * second request, or one at the same time, answers 409. The last superadmin cannot leave.
 */
export async function requestErasure(actor: Actor | null, input: unknown, now: Date = new Date()): Promise<{ eraseAfter: Date }> {
  assertCan(actor, "account.eraseOwn");
  const { currentPassword } = parseInput(z.object({ currentPassword: z.string().min(1, "Enter your password to confirm.") }), input);
  await confirmCurrentPassword(actor, currentPassword);
  const eraseAfter = new Date(now.getTime() + ERASURE_GRACE_DAYS * 24 * 60 * 60_000);
  const db = await getDb();
  const closed = await db.transaction(async (tx) => {
    if (actor.role === "superadmin") await assertAnotherSuperadmin(tx, actor.id);
    const [row] = await tx
      .update(users)
      .set({ closedAt: now, eraseAfter })
      .where(and(eq(users.id, actor.id), isNull(users.closedAt), isNull(users.erasedAt)))
      .returning();
    if (!row) return null;
    await revokeAllSessions(tx, actor.id);
    await auditPrivacy(tx, actor, "account.closeForErasure", actor.id, { eraseAfter: eraseAfter.toISOString() });
    await enqueueMail(tx, mails.accountClosed(row.email, row.name, eraseAfter, `${env().siteUrl}/login`));
    return row;
  });
  if (!closed) throw new ConflictError(ALREADY_CLOSED);
  return { eraseAfter };
}

/**
 * Another superadmin who can still sign in must remain; the superadmins' rows are locked in a
 * fixed order first, so two of the last ones leaving at once cannot both pass.
 */
async function assertAnotherSuperadmin(tx: Tx, leaving: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM ${users} WHERE role = 'superadmin' ORDER BY id FOR UPDATE`);
  const [others] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "superadmin"), ne(users.id, leaving), isNull(users.closedAt), isNull(users.erasedAt)));
  if (!others || others.count === 0) throw new ConflictError(LAST_SUPERADMIN);
}

/**
 * Erases an account (docs/privacy.md says what that does, part by part): first what must happen
 * elsewhere (a monthly gift cancelled at the payment provider), then every feature's part in one
 * transaction, the account's row last, with one audit entry (the reason, never the person's
 * details); their stored files are deleted through the outbox once it commits, and the public
 * pages that may have shown their work are expired. Answers false when the account was erased
 * meanwhile (by the job and staff at once: one of them does it).
 */
export async function eraseAccount(
  person: Person,
  by: { actor: Actor | "system"; reason: string },
  now: Date = new Date(),
  parts: readonly PersonalData[] = personalData,
): Promise<boolean> {
  for (const part of parts) await part.prepare?.(person);
  const db = await getDb();
  const erased = await db.transaction(async (tx) => {
    // The account's row first: an erasure already done (or running) is seen here and waited for.
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, person.id), isNull(users.erasedAt)))
      .for("update");
    if (!row) return false;
    const keys: string[] = [];
    for (const part of parts) keys.push(...(await part.erase(tx, personOf(row), policyAt(now))));
    await deleteObjectsLater(tx, keys);
    await auditPrivacy(tx, by.actor, "account.erase", row.id, { role: row.role, reason: by.reason });
    return true;
  });
  if (erased) for (const tag of Object.values(PAGE_TAGS)) expirePages(tag);
  return erased;
}

/** The job privacy.erase-due: every closed account whose grace period has passed. Answers how many it erased. */
export async function eraseDueAccounts(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select()
    .from(users)
    .where(and(lte(users.eraseAfter, now), isNull(users.erasedAt)))
    .limit(100);
  let erased = 0;
  for (const row of due) {
    try {
      if (await eraseAccount(personOf(row), { actor: "system", reason: "the person's own request, after 14 days" }, now)) erased += 1;
    } catch (error) {
      // Tried again on the next run (a payment provider that did not answer).
      console.error(`[privacy] erasing account ${row.id} failed:`, loggable(error));
    }
  }
  return erased;
}

const staffErasureSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, "Say in a few words who asked for the erasure (the person, a parent…).")
    .max(500, "The reason can be at most 500 characters."),
});

export const ALREADY_ERASED = "This account has already been erased.";

/**
 * The reason as the audit log keeps it: without the person's e-mail, name or any part of their
 * name of three letters or more (whole words, any case), so that what staff typed cannot bring
 * back what the erasure removed.
 */
export function reasonWithout(reason: string, person: Pick<Person, "email" | "name">): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const words = person.name.split(/\s+/).filter((word) => word.length >= 3);
  let kept = reason.replace(new RegExp(escape(person.email), "gi"), "[e-mail]");
  for (const text of [person.name, ...words])
    kept = kept.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, "giu"), "[name]");
  return kept;
}

/**
 * The checks of staff erasing someone else's account: not their own (Profile is for that), not a
 * superadmin's (nor so the last one), and an admin's only by a superadmin. Answers the account; an
 * id of no account is 404, one already erased (by someone else a moment ago) 409.
 */
async function accountStaffMayErase(actor: Actor, userId: string, self: string): Promise<UserRow> {
  if (!isUuid(userId)) throw new NotFoundError("User not found");
  if (userId === actor.id) throw new ForbiddenError(self);
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new NotFoundError("User not found");
  if (row.erasedAt) throw new ConflictError(ALREADY_ERASED);
  if (row.role === "superadmin") throw new ForbiddenError(SUPERADMIN_NOT_BY_STAFF);
  if (row.role === "admin" && actor.role !== "superadmin") throw new ForbiddenError("Only a superadmin can erase an admin's account.");
  return row;
}

/** Erases the account staff chose; of two staff erasing it at once, the second is 409 (the first did it). */
async function eraseChosen(actor: Actor, row: UserRow, reason: string): Promise<void> {
  const person = personOf(row);
  if (!(await eraseAccount(person, { actor, reason: reasonWithout(reason, person) }))) throw new ConflictError(ALREADY_ERASED);
}

/**
 * Staff erase an account at once, at a person's or a parent's request, the reason kept in the audit
 * log (without the person's name or e-mail). Not their own, not a superadmin's, and an admin's only
 * by a superadmin.
 */
export async function eraseByStaff(actor: Actor | null, userId: string, input: unknown): Promise<{ message: string }> {
  assertCan(actor, "users.erase");
  const { reason } = parseInput(staffErasureSchema, input);
  const row = await accountStaffMayErase(actor, userId, "Erase your own account from your Profile.");
  await eraseChosen(actor, row, reason);
  return { message: "The account has been erased." };
}

/** The reason the audit log keeps for Delete in User Management, which asks for none (the spec's call has no body). */
export const DELETED_IN_USER_MANAGEMENT = "Deleted in User Management";

/**
 * DELETE user/delete-user/{id} (User Management's Delete): the account is erased, not removed, so
 * that nothing of the person outlives it in other tables and their gifts and invoices stay for the
 * accounts (docs/privacy.md). The same rules and answers as before: 200 "User deleted
 * successfully"; oneself, a superadmin, or an admin by an admin 403; no such account 404; one
 * already erased 409.
 */
export async function deleteUserByErasure(actor: Actor | null, userId: string): Promise<{ message: string }> {
  assertCan(actor, "users.delete");
  const row = await accountStaffMayErase(actor, userId, "You cannot delete your own account");
  await eraseChosen(actor, row, DELETED_IN_USER_MANAGEMENT);
  return { message: "User deleted successfully" };
}
