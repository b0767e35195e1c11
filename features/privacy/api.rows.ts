/** The privacy routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@/content/privacy-notice";
import { dataExports } from "@/lib/db/schema";
import { findUser } from "@/test/api/actors";
import { anyId, expectTarget, staff, target, type ApiRow, type Ctx } from "@/test/api/matrix";
import { insertExport, pastExport } from "@/test/data-exports";
import { getDb, TEST_PASSWORD } from "@/test/db";

/** `status` for every signed-in person, an account awaiting approval too: it is their own data. */
const everyone = (status: number) => ({ default: status, guest: 401 });

/** The actor's exports (a guest's: none). */
const exportsOf = async (ctx: Ctx) => {
  if (!ctx.row) return [];
  const db = await getDb();
  return db.select().from(dataExports).where(eq(dataExports.userId, ctx.row.id));
};
const download = "/api/v1/privacy/export/[id]/download";

const closed = async (ctx: Ctx) => (await findUser(await ctx.selfId()))?.closedAt ?? null;

const noticeAccepted = async (ctx: Ctx) => (await findUser(await ctx.selfId()))?.privacyNoticeVersion ?? null;

export const privacyRows: ApiRow[] = [
  {
    method: "POST",
    route: "/api/v1/privacy/notice",
    case: "accepts the current version",
    ...everyone(200),
    prepare: () => ({ body: { version: PRIVACY_NOTICE_VERSION } }),
    verify: async (ctx, result) => {
      if (ctx.name !== "guest") expect(await noticeAccepted(ctx)).toBe(result.status === 200 ? PRIVACY_NOTICE_VERSION : null);
    },
  },
  {
    method: "POST",
    route: "/api/v1/privacy/notice",
    case: "a version that is not the current one",
    ...everyone(409),
    prepare: () => ({ body: { version: "2000-01-01" } }),
    verify: async (ctx) => {
      if (ctx.name !== "guest") expect(await noticeAccepted(ctx)).toBeNull();
    },
  },
  {
    method: "POST",
    route: "/api/v1/privacy/notice",
    case: "without a version",
    ...everyone(422),
    prepare: () => ({ body: {} }),
  },
  {
    method: "GET",
    route: "/api/v1/privacy/export",
    case: "nothing asked for yet",
    ...everyone(200),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ latest: null, nextRequestAt: null });
    },
  },
  {
    method: "POST",
    route: "/api/v1/privacy/export",
    case: "a first request",
    ...everyone(202),
    verify: async (ctx, result) => expect((await exportsOf(ctx)).map((e) => e.status)).toEqual(result.status === 202 ? ["pending"] : []),
  },
  {
    method: "POST",
    route: "/api/v1/privacy/export",
    case: "a second request the same day",
    ...everyone(429),
    prepare: async (ctx) => (await pastExport(await ctx.selfId(), 0.5, "ready"), {}),
    verify: async (ctx) => expect((await exportsOf(ctx)).length).toBeLessThanOrEqual(1),
  },
  {
    method: "POST",
    route: "/api/v1/privacy/export",
    case: "after one that failed the same day",
    ...everyone(202),
    prepare: async (ctx) => (await pastExport(await ctx.selfId(), 0.5, "failed"), {}),
  },
  {
    method: "GET",
    route: download,
    case: "own ready export",
    ...everyone(303),
    prepare: async (ctx) => ({ params: { id: (await insertExport(await ctx.selfId(), {}, ctx.storage)).id } }),
    verify: async (_ctx, result) => {
      if (result.status === 303) expect(result.response.headers.get("location")).toMatch(/^memory:\/\//);
    },
  },
  {
    method: "GET",
    route: download,
    case: "another person's ready export",
    ...everyone(404),
    prepare: async (ctx) => ({ params: { id: (await insertExport((await target({ role: "user" })).id, {}, ctx.storage)).id } }),
  },
  {
    method: "GET",
    route: download,
    case: "own export past its expiry",
    ...everyone(404),
    prepare: async (ctx) => ({
      params: { id: (await insertExport(await ctx.selfId(), { expiresAt: new Date(Date.now() - 60_000) }, ctx.storage)).id },
    }),
  },
  {
    method: "GET",
    route: download,
    case: "own export still being made",
    ...everyone(409),
    prepare: async (ctx) => ({ params: { id: (await pastExport(await ctx.selfId(), 0, "pending")).id } }),
  },
  {
    method: "GET",
    route: download,
    case: "an id that is no export",
    ...everyone(404),
    prepare: () => ({ params: { id: anyId } }),
  },
  {
    method: "GET",
    route: download,
    case: "not an id",
    ...everyone(404),
    prepare: () => ({ params: { id: "../../etc" } }),
  },
  {
    method: "POST",
    route: "/api/v1/privacy/close-account",
    case: "with the right password",
    // Every account closes its own, a pending one too; the matrix's one superadmin is the last.
    default: 200,
    guest: 401,
    superadmin: 409,
    prepare: () => ({ body: { currentPassword: TEST_PASSWORD } }),
    verify: async (ctx, result) => {
      if (ctx.name !== "guest") expect((await closed(ctx)) !== null).toBe(result.status === 200);
    },
  },
  {
    method: "POST",
    route: "/api/v1/privacy/close-account",
    case: "with a wrong password",
    default: 422,
    guest: 401,
    prepare: () => ({ body: { currentPassword: "not-the-password" } }),
    verify: async (ctx) => {
      if (ctx.name !== "guest") expect(await closed(ctx)).toBeNull();
    },
  },
  {
    method: "POST",
    route: "/api/v1/privacy/erase-user/[id]",
    case: "a student, with the reason",
    ...staff(200),
    prepare: async () => ({ params: { id: (await target({ role: "user" })).id }, body: { reason: "A parent asked by letter" } }),
    verify: expectTarget((row, ok) => expect(row?.erasedAt != null).toBe(ok)),
  },
  {
    method: "POST",
    route: "/api/v1/privacy/erase-user/[id]",
    case: "a student, without a reason",
    ...staff(422),
    prepare: async () => ({ params: { id: (await target({ role: "user" })).id }, body: {} }),
    verify: expectTarget((row) => expect(row?.erasedAt).toBeNull()),
  },
  {
    method: "POST",
    route: "/api/v1/privacy/erase-user/[id]",
    case: "an admin",
    default: 403,
    guest: 401,
    superadmin: 200,
    prepare: async () => ({ params: { id: (await target({ role: "admin" })).id }, body: { reason: "Left the foundation" } }),
    verify: expectTarget((row, ok) => expect(row?.erasedAt != null).toBe(ok)),
  },
  {
    method: "POST",
    route: "/api/v1/privacy/erase-user/[id]",
    case: "an account already erased",
    ...staff(409),
    prepare: async () => ({
      params: { id: (await target({ role: "user", status: "erased", erasedAt: new Date() })).id },
      body: { reason: "A parent asked again" },
    }),
  },
  {
    method: "POST",
    route: "/api/v1/privacy/erase-user/[id]",
    case: "a superadmin",
    default: 403,
    guest: 401,
    prepare: async () => ({ params: { id: (await target({ role: "superadmin" })).id }, body: { reason: "A request by mail" } }),
    verify: expectTarget((row) => expect(row?.erasedAt).toBeNull()),
  },
];
