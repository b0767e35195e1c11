import { STAFF, type Rule } from "@/lib/auth/permissions";

/** Invoices: an instructor bills the foundation for approved videos; staff approve, reject and mark them paid. */
export const invoicePermissions = {
  /** An instructor's own invoices: create, list, read, download, and edit or delete while pending (ownership from the stored record). */
  "invoice.manageOwn": { roles: ["instructor"] },
  /** Every instructor's invoices: list, read, download, approve, reject, mark paid (the Invoice Approval tab; admins with allowed tabs need `invoice-approvals`). */
  "invoice.review": { roles: STAFF, tab: "invoice-approvals" },
} satisfies Record<string, Rule>;
