/** The bank account routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { bankAccountSchema, bankAccountUpdateSchema } from "./schema";

/** A bank account as the spec's panel shows it (spec 01 §3): the number only ever masked, its last four digits shown. */
export const accountShape = z.object({
  _id: z.string(),
  id: z.string(),
  accountNumber: z.string().regex(/^X+[0-9]{4}$/),
  accountHolderName: z.string(),
  ifscCode: z.string(),
  bankName: z.string(),
  branchName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const bankAccountsApi: ApiOperations = {
  "POST /api/v1/bankAccount": {
    summary: "Add the instructor's bank account (with the current password)",
    body: bankAccountSchema,
    response: z.object({ data: accountShape }),
    errors: { 409: "The instructor has a bank account already." },
  },
  "GET /api/v1/bankAccount": {
    summary: "The caller's bank account (staff: every one), the number masked",
    response: z.object({ accounts: z.array(accountShape) }),
  },
  "GET /api/v1/bankAccount/[id]": { summary: "One bank account, masked" },
  "PUT /api/v1/bankAccount/[id]": {
    summary: "Change the bank account (with the current password)",
    body: bankAccountUpdateSchema,
    response: z.object({ data: accountShape }),
  },
  "DELETE /api/v1/bankAccount/[id]": { summary: "Remove the bank account" },
};
