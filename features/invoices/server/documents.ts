import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { formatDate, formatMoney } from "@/lib/format";
import { enqueue } from "@/lib/jobs/outbox";
import { sendMail } from "@/lib/mail/mailer";
import type { Actor } from "@/lib/session/actor-type";
import { invoiceMail, type InvoiceMailEvent } from "../mails";
import { renderInvoicePdf } from "./invoice-pdf";
import { loadInvoiceFor, loadRecord } from "./records";

/** The outbox kind of an invoice's mail to its instructor (registry/jobs.ts runs it). */
export const INVOICE_MAIL_JOB = "invoices.mail";

const payload = z.strictObject({ invoiceId: z.uuid(), event: z.enum(["created", "approved", "rejected", "paid"]) });

export const invoiceFileName = (number: string) => `invoice-${number}.pdf`;

/**
 * Queues the instructor's mail about `event` in the caller's transaction (the change it reports):
 * sent once that commits, retried while the mail server is down, never sent for a change that
 * rolled back. The row keeps only the invoice's id: the PDF is rendered when the mail is sent.
 */
export function enqueueInvoiceMail(tx: Tx, invoiceId: string, event: InvoiceMailEvent): Promise<void> {
  return enqueue(tx, INVOICE_MAIL_JOB, { invoiceId, event }, { [INVOICE_MAIL_JOB]: sendInvoiceMail });
}

/**
 * Sends an invoice's mail to its instructor's account address with the invoice's PDF attached,
 * rendered now from the stored invoice (so it shows the invoice as it is when the mail goes). An
 * invoice deleted meanwhile, or whose instructor's account is gone or erased, gets none. Throws (and the
 * outbox retries) while the mail server refuses it.
 */
export async function sendInvoiceMail(input: unknown): Promise<void> {
  const { invoiceId, event } = payload.parse(input);
  const db = await getDb();
  const record = await loadRecord(db, invoiceId);
  const instructorId = record?.row.instructorId;
  if (!record || !instructorId) return;
  const { row } = record;
  const [instructor] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, instructorId), isNull(users.erasedAt)));
  if (!instructor) return;
  const mail = invoiceMail(event, {
    to: instructor.email,
    instructorName: instructor.name,
    number: row.number,
    amount: formatMoney(row.grandTotalMinor, row.currency),
    dueDate: formatDate(`${row.dueDate}T00:00:00Z`, "UTC"),
    rejectionReason: row.rejectionReason,
    dashboardUrl: `${env().siteUrl}/instructor?tab=invoices`,
  });
  const pdf = await renderInvoicePdf(record);
  await sendMail({ ...mail, attachments: [{ filename: invoiceFileName(row.number), contentType: "application/pdf", content: pdf }] });
}

/** GET invoice/invoice/{id}/pdf: the invoice's PDF, rendered from the stored invoice, for its instructor and staff; 404 for anyone else. */
export async function invoicePdf(actor: Actor | null, id: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  const record = await loadInvoiceFor(actor, id);
  return { fileName: invoiceFileName(record.row.number), pdf: await renderInvoicePdf(record) };
}
