import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db/client";
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

async function decide(
  actor: Actor,
  id: string,
  to: "approved" | "rejected" | "paid",
  options: { updatedAt?: string; reason?: string; also?: (tx: Tx) => Promise<void> },
): Promise<ApiInvoice> {
  const now = new Date();
  const set =
    to === "paid"
      ? { status: to, paidAt: now }
      : { status: to, decidedBy: actor.id, decidedAt: now, rejectionReason: options.reason ?? null };
  const action: Record<typeof to, [InvoiceAuditAction, InvoiceMailEvent]> = {
    approved: ["invoice.approve", "approved"],
    rejected: ["invoice.reject", "rejected"],
    paid: ["invoice.paid", "paid"],
  };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { row, from } = await transition(tx, invoices, {
      id,
      from: [to === "paid" ? "approved" : "pending"],
      set,
      conflict,
      notFound: NOT_FOUND,
      ...(options.updatedAt ? { seen: { updatedAt: options.updatedAt, changed: CHANGED_SINCE_SEEN } } : {}),
    });
    await options.also?.(tx);
    await auditInvoice(tx, actor, action[to][0], row.id, {
      from,
      number: row.number,
      instructorId: row.instructorId,
      currency: row.currency,
      grandTotalMinor: row.grandTotalMinor,
      ...(options.reason ? { reason: options.reason } : {}),
    });
    await enqueueInvoiceMail(tx, row.id, action[to][1]);
  });
  return serializeInvoice(await loadInvoiceFor(actor, id));
}

/**
 * PUT adminInvoiceApproval/approve/invoice/{id}: a pending invoice is approved, and its videos are
 * marked priced in the same transaction (a priced video cannot be invoiced again).
 */
export async function approveInvoice(
  actor: Actor | null,
  id: string,
  input: unknown = {},
): Promise<{ message: string; invoice: ApiInvoice }> {
  assertCan(actor, "invoice.review");
  const { updatedAt } = parseInput(decisionSchema, input ?? {});
  const invoice = await decide(actor, id, "approved", {
    updatedAt,
    also: async (tx) => {
      const billed = tx.select({ id: invoiceVideos.videoId }).from(invoiceVideos).where(eq(invoiceVideos.invoiceId, id));
      await tx.update(videos).set({ isPriced: true }).where(inArray(videos.id, billed));
    },
  });
  return { message: "Invoice approved successfully", invoice };
}

/**
 * PUT adminInvoiceApproval/reject/invoice/{id}: a pending invoice is rejected, with an optional
 * reason the instructor sees (in the dashboard, the mail and the PDF). Its videos are free again
 * in the same statement: the lines follow the invoice's status (lib/db/schema/invoices.ts).
 */
export async function rejectInvoice(
  actor: Actor | null,
  id: string,
  input: unknown = {},
): Promise<{ message: string; invoice: ApiInvoice }> {
  assertCan(actor, "invoice.review");
  const { reason, updatedAt } = parseInput(rejectSchema, input ?? {});
  const invoice = await decide(actor, id, "rejected", { updatedAt, reason });
  return { message: "Invoice rejected successfully", invoice };
}

/** PUT adminInvoiceApproval/paid/invoice/{id}: an approved invoice (overdue or not) is marked paid. */
export async function markInvoicePaid(
  actor: Actor | null,
  id: string,
  input: unknown = {},
): Promise<{ message: string; invoice: ApiInvoice }> {
  assertCan(actor, "invoice.review");
  const { updatedAt } = parseInput(decisionSchema, input ?? {});
  const invoice = await decide(actor, id, "paid", { updatedAt });
  return { message: "Invoice marked as paid", invoice };
}
