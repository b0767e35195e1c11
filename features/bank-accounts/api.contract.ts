/** The bank account calls of the spec's client (spec 01 §7) and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { BANK_FIELDS, insertBankAccount } from "@/test/bank-accounts";
import { TEST_PASSWORD } from "@/test/db";
import { listOf, nothingRead, type ContractRow } from "@/test/api/contract";
import { CURRENT_PASSWORD_REQUIRED } from "./schema";
import { accountShape } from "./api.docs";

export const bankAccountsContract: ContractRow[] = [
  {
    call: "POST /bankAccount (with the current password, which our form sends)",
    method: "POST",
    route: "/api/v1/bankAccount",
    as: "instructor",
    prepare: () => ({ body: { ...BANK_FIELDS, currentPassword: TEST_PASSWORD } }),
    reads: z.object({ data: accountShape }),
  },
  {
    call: "POST /bankAccount (the spec's body: the five fields alone)",
    method: "POST",
    route: "/api/v1/bankAccount",
    as: "instructor",
    status: 422,
    prepare: () => ({ body: BANK_FIELDS }),
    // The client shows the message as its failure toast.
    reads: z.object({ message: z.literal(CURRENT_PASSWORD_REQUIRED) }),
  },
  {
    call: "GET /bankAccount",
    method: "GET",
    route: "/api/v1/bankAccount",
    as: "instructor",
    prepare: async (ctx) => (await insertBankAccount(ctx.row!.id), {}),
    reads: z.object({ accounts: listOf(accountShape) }),
  },
  {
    call: "PUT /bankAccount/{id}",
    method: "PUT",
    route: "/api/v1/bankAccount/[id]",
    as: "instructor",
    prepare: async (ctx) => ({
      params: { id: (await insertBankAccount(ctx.row!.id)).id },
      body: { ...BANK_FIELDS, bankName: "State Bank of India", currentPassword: TEST_PASSWORD },
    }),
    reads: z.object({ data: accountShape.extend({ bankName: z.literal("State Bank of India") }) }),
  },
  {
    call: "DELETE /bankAccount/{id}",
    method: "DELETE",
    route: "/api/v1/bankAccount/[id]",
    as: "instructor",
    prepare: async (ctx) => ({ params: { id: (await insertBankAccount(ctx.row!.id)).id } }),
    reads: nothingRead,
  },
];
