import type { Rule } from "@/lib/auth/permissions";

/**
 * An instructor's own bank account, where the foundation pays their invoices: add, read, change and
 * delete it (the owner is the signed-in account). Instructors only: the spec's bank account screens
 * are the instructor's, and no other role is paid by the foundation; the earlier site let any role
 * keep one, which only widened who could store someone's bank details.
 */
export const bankAccountPermissions = {
  "bankAccount.manage": { roles: ["instructor"] },
} satisfies Record<string, Rule>;
