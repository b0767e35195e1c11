import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of accounts (approval, rejection, deletion, creation by staff, tabs, profile edits by staff). */
export type AccountAuditAction =
  "user.approve" | "user.reject" | "user.delete" | "user.create" | "user.setAllowedTabs" | "user.updateProfile";

export const auditUser = auditLogger<AccountAuditAction>("user");
