import type { TabBadge } from "@/components/dashboard/tabs";
import type { StatusTone } from "@/components/ui/status-badge";
import type { DisplayStatus } from "../schema";

/**
 * What the invoice screens say about an invoice's status. Pure: tested beside (status.test.ts).
 */

/** Spec 02 section 4: approved and paid green, pending yellow, overdue red, others grey (rejected). */
const LOOKS: Record<DisplayStatus, { label: string; tone: StatusTone }> = {
  pending: { label: "Pending", tone: "wait" },
  approved: { label: "Approved", tone: "good" },
  paid: { label: "Paid", tone: "good" },
  overdue: { label: "Overdue", tone: "bad" },
  rejected: { label: "Rejected", tone: "off" },
};

/** An invoice's status as its badge shows it: the word, with a colour and an icon that only repeat it. */
export function invoiceStatusLook(status: DisplayStatus): { label: string; tone: StatusTone } {
  return LOOKS[status];
}

/** The Invoice Approval badge: the invoices waiting for a decision ("2 invoices waiting for approval"); none, no badge. */
export function pendingInvoicesBadge(count: number): TabBadge | null {
  if (count <= 0) return null;
  return { count, label: `${count} invoice${count === 1 ? "" : "s"} waiting for approval` };
}
