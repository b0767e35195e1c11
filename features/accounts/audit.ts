import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of accounts (approval, rejection, creation by staff, tabs, profile edits by staff). */
export type AccountAuditAction =
  "user.approve" | "user.reject" | "user.create" | "user.setAllowedTabs" | "user.updateProfile" | "user.autoApprove" | "user.cancelErasure";

export const auditUser = auditLogger<AccountAuditAction>("user");

/** A superadmin's change of the account settings, with the value set. */
export type AccountSettingsAuditAction = "accountSettings.update";

export const auditAccountSettings = auditLogger<AccountSettingsAuditAction>("account_settings");
