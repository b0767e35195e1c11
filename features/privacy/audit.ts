import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of erasure: the request, and the erasure (with the reason). Its cancellation is the sign-in's (features/accounts). */
export type PrivacyAuditAction = "account.closeForErasure" | "account.erase";

export const auditPrivacy = auditLogger<PrivacyAuditAction>("user");
