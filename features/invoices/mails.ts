import { compose } from "@/lib/mail/compose";
import type { Mail } from "@/lib/mail/mailer";
import { site } from "@/lib/site";

/**
 * The mails this feature sends to the instructor, at their account's address (never at the client
 * e-mail typed into an invoice: the server does not mail an address a client chose). Each carries
 * the invoice's PDF, rendered when the mail is sent (server/documents.ts).
 */
export type InvoiceMailEvent = "created" | "approved" | "rejected" | "paid";

export type InvoiceMailData = {
  to: string;
  instructorName: string;
  number: string;
  /** The grand total as people read it ("$110.00"). */
  amount: string;
  /** "25 Nov 2026". */
  dueDate: string;
  rejectionReason: string | null;
  /** The instructor's Invoices tab. */
  dashboardUrl: string;
};

const attached = (number: string) => `The invoice ${number} is attached to this e-mail as a PDF.`;

export function invoiceMail(event: InvoiceMailEvent, d: InvoiceMailData): Mail {
  const greeting = `Hello ${d.instructorName},`;
  const action = { label: "See your invoices", url: d.dashboardUrl };
  switch (event) {
    case "created":
      return compose(
        d.to,
        `Invoice ${d.number} received`,
        greeting,
        [
          `Thank you: your invoice ${d.number} for ${d.amount}, due on ${d.dueDate}, has been received. The ${site.name} team will review it, and you will hear from us when it has been approved or rejected.`,
          `${attached(d.number)} While it is pending you can still edit or delete it from your dashboard.`,
        ],
        action,
      );
    case "approved":
      return compose(
        d.to,
        `Invoice ${d.number} approved`,
        greeting,
        [
          `Good news: your invoice ${d.number} for ${d.amount} has been approved. It is due for payment on ${d.dueDate}, to the account shown on the invoice.`,
          attached(d.number),
        ],
        action,
      );
    case "rejected":
      return compose(
        d.to,
        `About your invoice ${d.number}`,
        greeting,
        [
          `Your invoice ${d.number} for ${d.amount} has not been approved.`,
          ...(d.rejectionReason ? [`The reason given: ${d.rejectionReason}`] : []),
          `Its videos are free again, so you can put them on a new invoice. ${attached(d.number)} If you have questions, write to us at ${site.contactEmail}.`,
        ],
        action,
      );
    case "paid":
      return compose(
        d.to,
        `Invoice ${d.number} paid`,
        greeting,
        [`Your invoice ${d.number} for ${d.amount} has been marked as paid. Thank you for your videos.`, attached(d.number)],
        action,
      );
  }
}
