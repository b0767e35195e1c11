/** The bank account routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { bankAccounts } from "@/lib/db/schema";
import { BANK_FIELDS, insertBankAccount } from "@/test/bank-accounts";
import { TEST_PASSWORD, countRows, getDb } from "@/test/db";
import { idOf, target, type ApiRow, type Ctx } from "@/test/api/matrix";

/** `status` for an (approved) instructor; everyone else signed in is refused by role, a guest is asked to sign in. */
const instructors = (status: number) => ({ default: 403, guest: 401, instructor: status });

/** The account of the actor when an instructor, else another instructor's (refused by role anyway). */
const ownAccount = async (ctx: Ctx) =>
  insertBankAccount(ctx.row?.role === "instructor" ? ctx.row.id : (await target({ role: "instructor" })).id);
/** A second instructor's account: the first never reaches it. */
const othersAccount = async () => insertBankAccount((await target({ role: "instructor" })).id);
const bankNameOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  return row?.bankName;
};

export const bankAccountsRows: ApiRow[] = [
  {
    method: "POST",
    route: "/api/v1/bankAccount",
    case: "the five fields and the current password",
    ...instructors(200),
    prepare: () => ({ body: { ...BANK_FIELDS, currentPassword: TEST_PASSWORD } }),
    verify: async (_ctx, result) => expect(await countRows(bankAccounts)).toBe(result.status === 200 ? 1 : 0),
  },
  {
    method: "POST",
    route: "/api/v1/bankAccount",
    case: "the spec's body: no current password",
    ...instructors(422),
    prepare: () => ({ body: BANK_FIELDS }),
    verify: async () => expect(await countRows(bankAccounts)).toBe(0),
  },
  {
    method: "POST",
    route: "/api/v1/bankAccount",
    case: "a second account",
    ...instructors(409),
    prepare: async (ctx) => (await ownAccount(ctx), { body: { ...BANK_FIELDS, currentPassword: TEST_PASSWORD } }),
    verify: async () => expect(await countRows(bankAccounts)).toBe(1),
  },
  {
    method: "GET",
    route: "/api/v1/bankAccount",
    case: "another instructor's account exists",
    ...instructors(200),
    prepare: async () => (await othersAccount(), {}),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ accounts: [] });
    },
  },
  {
    method: "GET",
    route: "/api/v1/bankAccount/[id]",
    case: "own account",
    ...instructors(200),
    prepare: async (ctx) => ({ params: { id: (await ownAccount(ctx)).id } }),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toMatchObject({ account: { accountNumber: "XXXXXX9012" } });
    },
  },
  {
    method: "GET",
    route: "/api/v1/bankAccount/[id]",
    case: "a second instructor's account",
    ...instructors(404),
    prepare: async () => ({ params: { id: (await othersAccount()).id } }),
  },
  {
    method: "PUT",
    route: "/api/v1/bankAccount/[id]",
    case: "own account",
    ...instructors(200),
    prepare: async (ctx) => ({
      params: { id: (await ownAccount(ctx)).id },
      body: { bankName: "State Bank", currentPassword: TEST_PASSWORD },
    }),
    verify: async (_ctx, result, prepared) =>
      expect(await bankNameOf(idOf(prepared))).toBe(result.status === 200 ? "State Bank" : "HDFC Bank"),
  },
  {
    method: "PUT",
    route: "/api/v1/bankAccount/[id]",
    case: "a second instructor's account",
    ...instructors(404),
    prepare: async () => ({ params: { id: (await othersAccount()).id }, body: { bankName: "State Bank", currentPassword: TEST_PASSWORD } }),
    verify: async (_ctx, _result, prepared) => expect(await bankNameOf(idOf(prepared))).toBe("HDFC Bank"),
  },
  {
    method: "DELETE",
    route: "/api/v1/bankAccount/[id]",
    case: "own account",
    ...instructors(200),
    prepare: async (ctx) => ({ params: { id: (await ownAccount(ctx)).id } }),
    verify: async (_ctx, result, prepared) =>
      expect(await bankNameOf(idOf(prepared))).toBe(result.status === 200 ? undefined : "HDFC Bank"),
  },
  {
    method: "DELETE",
    route: "/api/v1/bankAccount/[id]",
    case: "a second instructor's account",
    ...instructors(404),
    prepare: async () => ({ params: { id: (await othersAccount()).id } }),
    verify: async (_ctx, _result, prepared) => expect(await bankNameOf(idOf(prepared))).toBe("HDFC Bank"),
  },
];
