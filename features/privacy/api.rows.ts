/** The privacy routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { findUser } from "@/test/api/actors";
import { staff, target, expectTarget, type ApiRow, type Ctx } from "@/test/api/matrix";
import { TEST_PASSWORD } from "@/test/db";

const closed = async (ctx: Ctx) => (await findUser(await ctx.selfId()))?.closedAt ?? null;

export const privacyRows: ApiRow[] = [
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
    case: "a superadmin",
    default: 403,
    guest: 401,
    prepare: async () => ({ params: { id: (await target({ role: "superadmin" })).id }, body: { reason: "A request by mail" } }),
    verify: expectTarget((row) => expect(row?.erasedAt).toBeNull()),
  },
];
