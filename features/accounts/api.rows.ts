/** The accounts routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { accountSettings, auditLog, sessions } from "@/lib/db/schema";
import { issueApiToken } from "@/lib/session/token";
import { countRows, getDb } from "@/test/db";
import { findUser, resetTokenFor } from "@/test/api/actors";
import { publicUser } from "./server/serialize";
import { SIGNED_IN, STAFF_ONLY, anyId, expectTarget, idOf, staff, target, type ApiRow, type Ctx } from "@/test/api/matrix";

const student = (email: string) => ({
  name: "New Student",
  email,
  password: "a-long-password",
  confirmPassword: "a-long-password",
  role: "user",
});
const profileEdit = { name: "Edited Name", bio: "Edited bio" };
/** Account approvals are the limited admin's one tab: `status` for it too. */
const approvers = (status: number) => ({ ...staff(status), limitedAdmin: status });
const SUPERADMIN_ONLY = { default: 403, guest: 401, superadmin: 200 };
/** The actor's sessions that still let a token in. */
async function openSessions(ctx: Ctx): Promise<number> {
  if (!ctx.row) return 0;
  const db = await getDb();
  const open = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, ctx.row.id), isNull(sessions.revokedAt)));
  return open.length;
}

export const accountsRows: ApiRow[] = [
  // ── public ──
  { method: "GET", route: "/api/v1/school/getAllSchool", case: "approved schools", default: 200 },
  {
    method: "POST",
    route: "/api/v1/user/login",
    case: "right password",
    default: 200,
    prepare: async () => {
      const who = await target({ role: "school", email: "login-target@example.org" });
      return { body: { email: who.email, password: "correct-horse-battery-staple" } };
    },
  },
  {
    method: "POST",
    route: "/api/v1/user/login",
    case: "wrong password",
    default: 401,
    prepare: async () => ({ body: { email: (await target({ role: "user" })).email, password: "wrong-password" } }),
  },
  {
    method: "POST",
    route: "/api/v1/user/register",
    case: "student registration",
    default: 201,
    prepare: () => ({ body: student("new-student@example.org") }),
    verify: async (_ctx, result) => {
      expect(result.body.user).toMatchObject({ email: "new-student@example.org", status: "pending" });
    },
  },
  {
    method: "POST",
    route: "/api/v1/user/register",
    case: "role admin refused",
    default: 422,
    prepare: () => ({ body: { ...student("would-be-admin@example.org"), role: "admin" } }),
  },
  {
    method: "POST",
    route: "/api/v1/user/forgot-password",
    case: "any e-mail",
    default: 200,
    prepare: () => ({ body: { email: "whoever@example.org" } }),
  },
  {
    method: "POST",
    route: "/api/v1/user/reset-password/[token]",
    case: "valid token",
    default: 200,
    prepare: async () => {
      const who = await target({ role: "user" });
      return { params: { token: await resetTokenFor(who.id) }, body: { password: "a-new-password", confirmPassword: "a-new-password" } };
    },
  },
  {
    method: "POST",
    route: "/api/v1/user/reset-password/[token]",
    case: "unknown token",
    default: 400,
    prepare: () => ({ params: { token: "not-a-real-token" }, body: { password: "a-new-password", confirmPassword: "a-new-password" } }),
  },

  // ── signed in ──
  { method: "GET", route: "/api/v1/user/profile", case: "own profile", default: 200, guest: 401 },
  {
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    case: "own record",
    default: 200,
    guest: 401,
    admin: 403,
    limitedAdmin: 403,
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() }, body: profileEdit }),
    verify: expectTarget((row, ok) => expect(row?.name === "Edited Name").toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    case: "own record sent back whole (the user object of GET profile), edited",
    default: 200,
    guest: 401,
    admin: 403,
    limitedAdmin: 403,
    prepare: async (ctx) => {
      const id = await ctx.selfId();
      const received = JSON.parse(JSON.stringify(publicUser((await findUser(id))!))) as Record<string, unknown>;
      return { params: { id }, body: { ...received, ...profileEdit } };
    },
    verify: expectTarget((row, ok) => expect(row?.name === "Edited Name").toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    case: "own record with a changed role",
    default: 422,
    guest: 401,
    // An admin may not edit their own profile at all.
    admin: 403,
    limitedAdmin: 403,
    prepare: async (ctx) => ({
      params: { id: await ctx.selfId() },
      body: { ...profileEdit, role: ctx.row?.role === "superadmin" ? "admin" : "superadmin" },
    }),
    verify: async (ctx, _result, prepared) => expect((await findUser(idOf(prepared)))?.role).toBe(ctx.row?.role ?? "user"),
  },
  {
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    case: "own record with a website and About (a school's only)",
    default: 422,
    school: 200,
    guest: 401,
    admin: 403,
    limitedAdmin: 403,
    prepare: async (ctx) => ({
      params: { id: await ctx.selfId() },
      body: { ...profileEdit, website: "https://school.example", about: "We sit quietly every morning." },
    }),
    verify: expectTarget((row, ok) => expect(row?.website === "https://school.example" && row.about !== null).toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    case: "someone else's record (a student)",
    ...STAFF_ONLY,
    prepare: async () => ({ params: { id: (await target({ role: "user" })).id }, body: profileEdit }),
    verify: expectTarget((row, ok) => expect(row?.name === "Edited Name").toBe(ok)),
  },
  {
    method: "PUT",
    route: "/api/v1/user/update-profile/[id]",
    case: "a superadmin's record",
    ...SUPERADMIN_ONLY,
    prepare: async () => ({ params: { id: (await target({ role: "superadmin" })).id }, body: profileEdit }),
    verify: expectTarget((row, ok) => expect(row?.name === "Edited Name").toBe(ok)),
  },
  {
    method: "GET",
    route: "/api/v1/user/instructorProfile/[id]",
    case: "an approved instructor",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => ({ params: { id: (await target({ role: "instructor", bio: "Public bio" })).id } }),
  },
  {
    method: "GET",
    route: "/api/v1/user/instructorProfile/[id]",
    case: "a school's id",
    default: 404,
    ...SIGNED_IN,
    prepare: async () => ({ params: { id: (await target({ role: "school" })).id } }),
  },
  // Student contact details belong to User Management: an admin without that tab is refused.
  { method: "GET", route: "/api/v1/school/getAllStudent", case: "students of a school", ...STAFF_ONLY, school: 200 },
  {
    method: "POST",
    route: "/api/v1/user/logout",
    case: "the caller's own session",
    default: 200,
    guest: 401,
    verify: async (ctx, result) => expect(await openSessions(ctx)).toBe(result.status === 200 ? 0 : ctx.row ? 1 : 0),
  },
  {
    method: "POST",
    route: "/api/v1/user/logout-all",
    case: "every session of the caller",
    default: 200,
    guest: 401,
    prepare: async (ctx) => {
      // A second device of the same person.
      if (ctx.row) await issueApiToken(ctx.row);
      return {};
    },
    verify: async (ctx, result) => {
      expect(await openSessions(ctx)).toBe(result.status === 200 || !ctx.row ? 0 : 2);
      if (ctx.row) expect((await findUser(ctx.row.id))?.sessionVersion).toBe(ctx.row.sessionVersion + (result.status === 200 ? 1 : 0));
    },
  },

  // ── back office ──
  { method: "GET", route: "/api/v1/user/getAllApprovalUsers", case: "approved users", ...STAFF_ONLY },
  { method: "GET", route: "/api/v1/user/getAllPendingUsers", case: "pending users", ...approvers(200) },
  {
    method: "PUT",
    route: "/api/v1/user/approve-user/[id]",
    case: "a pending instructor",
    ...approvers(200),
    prepare: async () => ({ params: { id: (await target({ role: "instructor", status: "pending" })).id } }),
    verify: expectTarget((row, ok) => expect(row?.status).toBe(ok ? "approved" : "pending")),
  },
  {
    method: "PUT",
    route: "/api/v1/user/approve-user/[id]",
    case: "an unknown id",
    ...approvers(404),
    prepare: () => ({ params: { id: anyId } }),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/reject-user/[id]",
    case: "a pending school",
    ...approvers(200),
    prepare: async () => ({ params: { id: (await target({ role: "school", status: "pending" })).id } }),
    verify: expectTarget((row, ok) => expect(row === undefined).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/reject-user/[id]",
    case: "an approved account",
    ...approvers(409),
    prepare: async () => ({ params: { id: (await target({ role: "school" })).id } }),
    verify: expectTarget((row) => expect(row).toBeDefined()),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    case: "an instructor",
    ...STAFF_ONLY,
    prepare: async () => ({ params: { id: (await target({ role: "instructor" })).id } }),
    // Deleting is erasing (features/privacy): the row stays as "Deleted user".
    verify: expectTarget((row, ok) => expect([row?.status, row?.erasedAt != null]).toEqual(ok ? ["erased", true] : ["approved", false])),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    case: "a student",
    ...STAFF_ONLY,
    prepare: async () => ({ params: { id: (await target({ role: "user" })).id } }),
    verify: expectTarget((row, ok) => expect(row?.erasedAt != null).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    case: "an admin",
    ...SUPERADMIN_ONLY,
    prepare: async () => ({ params: { id: (await target({ role: "admin" })).id } }),
    verify: expectTarget((row, ok) => expect(row?.erasedAt != null).toBe(ok)),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    case: "an account already erased",
    ...staff(409),
    prepare: async () => ({ params: { id: (await target({ role: "instructor", status: "erased", erasedAt: new Date() })).id } }),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    case: "no such account",
    ...staff(404),
    prepare: () => ({ params: { id: anyId } }),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    case: "a superadmin",
    default: 403,
    guest: 401,
    prepare: async () => ({ params: { id: (await target({ role: "superadmin" })).id } }),
    verify: expectTarget((row) => expect(row).toBeDefined()),
  },
  {
    method: "DELETE",
    route: "/api/v1/user/delete-user/[id]",
    case: "own record",
    default: 403,
    guest: 401,
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() } }),
    verify: expectTarget((row) => expect(row).toBeDefined()),
  },
  {
    method: "POST",
    route: "/api/v1/user/create-user-by-admin",
    case: "an instructor",
    ...staff(201),
    prepare: () => ({ body: { name: "Made", email: "made@example.org", password: "a-long-password", role: "instructor" } }),
    verify: async (_ctx, result) => expect(await countRows(auditLog)).toBe(result.status === 201 ? 1 : 0),
  },
  {
    method: "POST",
    route: "/api/v1/user/create-user-by-admin",
    case: "an admin",
    ...SUPERADMIN_ONLY,
    superadmin: 201,
    prepare: () => ({ body: { name: "Made", email: "made-admin@example.org", password: "a-long-password", role: "admin" } }),
  },
  {
    method: "POST",
    route: "/api/v1/user/create-user-by-admin",
    case: "a taken e-mail",
    ...staff(409),
    prepare: async () => ({
      body: { name: "Again", email: (await target({ role: "school" })).email, password: "a-long-password", role: "school" },
    }),
  },
  {
    method: "PUT",
    route: "/api/v1/user/[id]/allowedTabs",
    case: "an admin's tabs",
    ...SUPERADMIN_ONLY,
    prepare: async () => ({ params: { id: (await target({ role: "admin" })).id }, body: { allowedTabs: ["content", "manage-program"] } }),
    verify: expectTarget((row, ok) => expect(row?.allowedTabs).toEqual(ok ? ["content", "manage-programs"] : [])),
  },
  {
    method: "PUT",
    route: "/api/v1/user/[id]/allowedTabs",
    case: "a school's tabs",
    ...SUPERADMIN_ONLY,
    superadmin: 400,
    prepare: async () => ({ params: { id: (await target({ role: "school" })).id }, body: { allowedTabs: ["content"] } }),
  },
  {
    method: "PUT",
    route: "/api/v1/user/[id]/allowedTabs",
    case: "own tabs",
    ...SUPERADMIN_ONLY,
    superadmin: 400,
    prepare: async (ctx) => ({ params: { id: await ctx.selfId() }, body: { allowedTabs: ["content"] } }),
    verify: expectTarget((row) => expect(row?.allowedTabs).not.toEqual(["content"])),
  },
  {
    method: "GET",
    route: "/api/v1/account-settings",
    case: "the account settings (off until saved)",
    ...SUPERADMIN_ONLY,
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ settings: { autoApproveStudents: false, updatedAt: null } });
    },
  },
  {
    method: "PUT",
    route: "/api/v1/account-settings",
    case: "approve general accounts automatically",
    ...SUPERADMIN_ONLY,
    prepare: () => ({ body: { autoApproveStudents: true } }),
    verify: async (_ctx, result) => {
      const changed = result.status === 200;
      const db = await getDb();
      const [row] = await db.select().from(accountSettings);
      expect(row?.autoApproveStudents ?? false).toBe(changed);
      const audits = await db.select({ action: auditLog.action }).from(auditLog);
      expect(audits).toEqual(changed ? [{ action: "accountSettings.update" }] : []);
    },
  },
  {
    method: "PUT",
    route: "/api/v1/account-settings",
    case: "a value that is not true or false",
    ...SUPERADMIN_ONLY,
    superadmin: 422,
    prepare: () => ({ body: { autoApproveStudents: "yes" } }),
    verify: async () => expect(await countRows(accountSettings)).toBe(0),
  },
];
