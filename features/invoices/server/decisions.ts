import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { invoices, invoiceVideos, videos, type InvoiceStatus } from "@/lib/db/schema";
import { transition } from "@/lib/db/transition";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { auditInvoice, type InvoiceAuditAction } from "../audit";
import type { InvoiceMailEvent } from "../mails";
import { decisionSchema, rejectSchema } from "../schema";
import { enqueueInvoiceMail } from "./documents";
import { CHANGED_SINCE_SEEN, loadInvoiceFor, NOT_FOUND } from "./records";
import { serializeInvoice, type ApiInvoice } from "./serialize";

/**
 * Staff's decisions on invoices (the Invoice Approval tab; admins with allowed tabs need
 * `invoice-approvals`): pending → approved or rejected, approved → paid. Each is one conditional
 * update (lib/db/transition.ts): of two admins deciding at once one wins and the other gets 409;
 * with `updatedAt`, only the version the admin saw (an invoice its instructor edited since is
 * 409). The audit row and the instructor's mail with the PDF are written in the same transaction.
 */

const conflict = (c: { status: InvoiceStatus }) =>
  c.status === "pending" ? "This invoice is still pending: approve it first" : `This invoice has already been ${c.status}`;

type Decision = "approved" | "rejected" | "paid";

/** Each decision: the status it leaves, its audit action, the instructor's mail and the answer's message. */
const DECISIONS: Record<Decision, { from: InvoiceStatus; audit: InvoiceAuditAction; mail: InvoiceMailEvent; message: string }> = {
  approved: { from: "pending", audit: "invoice.approve", mail: "approved", message: "Invoice approved successfully" },
  rejected: { from: "pending", audit: "invoice.reject", mail: "rejected", message: "Invoice rejected successfully" },
  paid: { from: "approved", audit: "invoice.paid", mail: "paid", message: "Invoice marked as paid" },
};

export type DecisionAnswer = { message: string; invoice: ApiInvoice };

async function decide(actor: Actor | null, id: string, to: Decision, input: unknown): Promise<DecisionAnswer> {
  assertCan(actor, "invoice.review");
  const body: { updatedAt?: string; reason?: string } =
    to === "rejected" ? parseInput(rejectSchema, input ?? {}) : parseInput(decisionSchema, input ?? {});
  const { updatedAt, reason } = body;
  const { from, audit, mail, message } = DECISIONS[to];
  const now = new Date();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { row, from: was } = await transition(tx, invoices, {
      id,
      from: [from],
      set:
        to === "paid" ? { status: to, paidAt: now } : { status: to, decidedBy: actor.id, decidedAt: now, rejectionReason: reason ?? null },
      conflict,
      notFound: NOT_FOUND,
      ...(updatedAt ? { seen: { updatedAt, changed: CHANGED_SINCE_SEEN } } : {}),
    });
    // Approving prices the invoice's videos in the same transaction: a priced video is never invoiced again.
    if (to === "approved") {
      const billed = tx.select({ id: invoiceVideos.videoId }).from(invoiceVideos).where(eq(invoiceVideos.invoiceId, row.id));
      await tx.update(videos).set({ isPriced: true }).where(inArray(videos.id, billed));
    }
    await auditInvoice(tx, actor, audit, row.id, {
      from: was,
      number: row.number,
      instructorId: row.instructorId,
      currency: row.currency,
      grandTotalMinor: row.grandTotalMinor,
      ...(reason ? { reason } : {}),
    });
    await enqueueInvoiceMail(tx, row.id, mail);
  });
  return { message, invoice: serializeInvoice(await loadInvoiceFor(actor, id)) };
}

/** PUT adminInvoiceApproval/approve/invoice/{id}: a pending invoice is approved, and its videos marked priced in the same transaction. */
export function approveInvoice(actor: Actor | null, id: string, input: unknown = {}): Promise<DecisionAnswer> {
  return decide(actor, id, "approved", input);
}

/**
 * PUT adminInvoiceApproval/reject/invoice/{id}: a pending invoice is rejected, with an optional
 * reason the instructor sees (in the dashboard, the mail and the PDF). Its videos are free again
 * in the same statement: the lines follow the invoice's status (lib/db/schema/invoices.ts).
 */
export function rejectInvoice(actor: Actor | null, id: string, input: unknown = {}): Promise<DecisionAnswer> {
  return decide(actor, id, "rejected", input);
}

/** PUT adminInvoiceApproval/paid/invoice/{id}: an approved invoice (overdue or not) is marked paid. */
export function markInvoicePaid(actor: Actor | null, id: string, input: unknown = {}): Promise<DecisionAnswer> {
  return decide(actor, id, "paid", input);
}
