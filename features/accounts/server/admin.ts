import { and, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, type Role, type UserRow } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";
import { roleLabel } from "@/lib/auth/roles";
import { isAdminTabId, normaliseTabId } from "@/registry/admin-tabs";
import { hashPassword } from "@/features/accounts/server/password";
import { BadRequestError, ConflictError, ForbiddenError, InvalidError, NotFoundError } from "@/lib/errors";
import { parseInput } from "@/lib/validate";
import { allowedTabsSchema, createUserSchema } from "@/features/accounts/schema";
import { auditUser } from "../audit";
import { isUniqueViolation } from "@/lib/db/errors";
import { holdsSameTexts } from "@/lib/db/text-array";
import { enqueueMail } from "@/lib/jobs/mail";
import { mails } from "../mails";
import { publicUser } from "./serialize";
import { isUuid } from "@/lib/ids";

export const USERS_PAGE_SIZE = 5;

async function loadTarget(userId: string): Promise<UserRow> {
  if (!isUuid(userId)) throw new NotFoundError("User not found");
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new NotFoundError("User not found");
  return row;
}

/** Every approved account (API: getAllApprovalUsers), newest first. */
export async function listApprovedUsers(actor: Actor | null) {
  assertCan(actor, "users.listApproved");
  const db = await getDb();
  const rows = await db.select().from(users).where(eq(users.status, "approved")).orderBy(desc(users.createdAt)).limit(1000);
  return rows.map(publicUser);
}

/**
 * The User Management table: approved accounts other than students and superadmins; an admin's
 * table also leaves out admins (spec). Paginated in SQL, 5 per page.
 */
export async function listManagedUsers(actor: Actor | null, page: number) {
  assertCan(actor, "users.listApproved");
  const hidden: Role[] = actor.role === "superadmin" ? ["user", "superadmin"] : ["user", "admin", "superadmin"];
  const where = and(eq(users.status, "approved"), notInArray(users.role, hidden));
  const db = await getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset((current - 1) * USERS_PAGE_SIZE);
  return { users: rows.map(publicUser), total, page: current, pages };
}

/** The roles whose registrations wait for approval: the Approval Requests tab lists these three. */
export const APPROVAL_ROLES = ["school", "instructor", "user"] as const satisfies readonly Role[];

/** Pending registrations of every role, oldest first, with the school each student chose. */
export async function listPendingUsers(actor: Actor | null) {
  assertCan(actor, "users.listPending");
  const db = await getDb();
  const rows = await db.select().from(users).where(eq(users.status, "pending")).orderBy(users.createdAt).limit(500);
  return rows.map(publicUser);
}

export type PendingApprovals = { total: number; schools: number; instructors: number; students: number };

/**
 * How many registrations wait, by kind: every request the Approval Requests tab lists (schools,
 * instructors and students), so its badge matches the list.
 */
export async function countPendingApprovals(actor: Actor | null): Promise<PendingApprovals> {
  assertCan(actor, "users.listPending");
  const db = await getDb();
  const rows = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(and(eq(users.status, "pending"), inArray(users.role, [...APPROVAL_ROLES])))
    .groupBy(users.role);
  const of = (role: Role) => rows.find((r) => r.role === role)?.n ?? 0;
  const counts = { schools: of("school"), instructors: of("instructor"), students: of("user") };
  return { total: counts.schools + counts.instructors + counts.students, ...counts };
}

/**
 * Approves a pending registration: one conditional update (pending → approved), its audit row
 * and its mail in that transaction. Of two admins deciding at once one wins: a second approval
 * answers "already approved" (no second mail), an approval after a rejection 404 (the
 * registration is gone).
 */
export async function approveUser(actor: Actor | null, userId: string): Promise<{ message: string }> {
  assertCan(actor, "users.approve");
  const target = await loadTarget(userId);
  if (target.status === "approved") return { message: "User is already approved" };
  const db = await getDb();
  const approved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: "approved" })
      .where(and(eq(users.id, userId), eq(users.status, "pending")))
      .returning();
    if (!row) return false;
    await auditUser(tx, actor, "user.approve", userId, { email: row.email, role: row.role });
    await enqueueMail(tx, mails.accountApproved(row.email, row.name, `${env().siteUrl}/login`));
    return true;
  });
  if (approved) return { message: "User approved successfully" };
  if ((await loadTarget(userId)).status === "approved") return { message: "User is already approved" };
  throw new ConflictError("Only pending registrations can be approved");
}

/**
 * Rejecting a pending registration deletes it and tells the person: one conditional delete
 * (pending only), so an account approved meanwhile is never removed (409). Approved accounts are
 * erased with delete-user (features/privacy).
 */
export async function rejectUser(actor: Actor | null, userId: string): Promise<{ message: string }> {
  assertCan(actor, "users.reject");
  const target = await loadTarget(userId);
  if (target.status !== "pending") throw new ConflictError("Only pending registrations can be rejected");
  const db = await getDb();
  const rejected = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.status, "pending")))
      .returning();
    if (!row) return false;
    await auditUser(tx, actor, "user.reject", userId, { email: row.email, role: row.role });
    await enqueueMail(tx, mails.accountRejected(row.email, row.name));
    return true;
  });
  if (rejected) return { message: "User rejected and removed successfully" };
  await loadTarget(userId); // 404 when another admin removed it meanwhile
  throw new ConflictError("Only pending registrations can be rejected");
}

/**
 * Admins create instructor and school accounts; superadmins also admin accounts. They are
 * approved at once. The password is never mailed.
 */
export async function createUserByAdmin(actor: Actor | null, input: unknown) {
  assertCan(actor, "users.create");
  const data = parseInput(createUserSchema, input);
  if (data.role === "admin" && actor.role !== "superadmin") throw new ForbiddenError("Only a superadmin can create admin accounts");
  const passwordHash = await hashPassword(data.password);
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ name: data.name, email: data.email, passwordHash, role: data.role, status: "approved" })
        .returning();
      if (!created) throw new Error("insert returned no row");
      await auditUser(tx, actor, "user.create", created.id, { email: created.email, role: created.role });
      const base = env().siteUrl;
      await enqueueMail(
        tx,
        mails.accountCreated(created.email, created.name, roleLabel[created.role], `${base}/login`, `${base}/forgot-password`),
      );
      return created;
    });
    return publicUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("An account with this email already exists");
    throw error;
  }
}

/**
 * Only a superadmin sets which tabs an admin sees. Both spellings of the program tab are stored as
 * one. With `previousTabs` (what our dialog showed, in any order), only while the admin still has
 * those: a list another superadmin changed since is 409, never overwritten.
 */
export async function setAllowedTabs(actor: Actor | null, userId: string, input: unknown) {
  assertCan(actor, "users.setAllowedTabs");
  const { allowedTabs, previousTabs } = parseInput(allowedTabsSchema, input);
  const normalised = [...new Set(allowedTabs.map(normaliseTabId))];
  const unknown = normalised.filter((t) => !isAdminTabId(t));
  if (unknown.length > 0)
    throw new InvalidError(`Unknown tab${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`, { allowedTabs: "Unknown tab" });
  const target = await loadTarget(userId);
  if (target.role !== "admin") throw new BadRequestError("Allowed tabs can only be set for admin accounts");
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const unchanged = previousTabs ? holdsSameTexts(users.allowedTabs, previousTabs.map(normaliseTabId)) : undefined;
    const [updated] = await tx
      .update(users)
      .set({ allowedTabs: normalised })
      .where(and(eq(users.id, userId), unchanged))
      .returning();
    if (!updated && unchanged) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (exists) throw new ConflictError("This admin's tabs were changed after you opened them. Please check them again.");
    }
    if (updated) await auditUser(tx, actor, "user.setAllowedTabs", userId, { allowedTabs: normalised });
    return updated;
  });
  if (!row) throw new NotFoundError("User not found");
  return { _id: row.id, id: row.id, name: row.name, role: row.role, allowedTabs: row.allowedTabs };
}
