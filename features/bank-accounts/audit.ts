import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of bank accounts: each change, with the names of the fields changed, never a value. */
export type BankAccountAuditAction = "bankAccount.create" | "bankAccount.update" | "bankAccount.delete";

export const auditBankAccount = auditLogger<BankAccountAuditAction>("bank_account");
