import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of gifts: staff's refunds and receipts sent again. */
export type DonationAuditAction = "donation.refund" | "donation.resendReceipt";

export const auditDonation = auditLogger<DonationAuditAction>("donation");
