import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of invoices: the instructor's creates, edits and deletes, and every staff decision. */
export type InvoiceAuditAction =
  "invoice.create" | "invoice.update" | "invoice.delete" | "invoice.approve" | "invoice.reject" | "invoice.paid";

export const auditInvoice = auditLogger<InvoiceAuditAction>("invoice");
