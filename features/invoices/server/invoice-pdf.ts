import type { InvoiceParty, InvoicePaymentDetails } from "@/lib/db/schema";
import { formatDate, formatMoney } from "@/lib/format";
import { createPdf } from "@/lib/pdf";
import { site } from "@/lib/site";
import { basisPointsToPercent, durationText } from "../schema";
import { NA, type InvoiceRecord } from "./serialize";

/**
 * An invoice as a PDF document (lib/pdf, the receipts' layout): its number, dates and status
 * (overdue included), who it is from and to, the client e-mail, the bank details (masked), the
 * services table (each course with its videos) and the totals, and when rejected the reason. Pure:
 * rendered from the stored record (server/documents.ts loads it), the same content as the
 * Invoice Details the dashboards show. Dates in UTC; money in the invoice's own currency.
 */

const day = (date: Date | string) => formatDate(typeof date === "string" ? `${date}T00:00:00Z` : date, "UTC");

/** The status as the document says it. */
function statusText(record: InvoiceRecord): string {
  const { row, status } = record;
  switch (status) {
    case "pending":
      return "Pending approval";
    case "approved":
      return `Approved${row.decidedAt ? ` on ${day(row.decidedAt)}` : ""}`;
    case "overdue":
      return `Overdue: approved, payment was due on ${day(row.dueDate)}`;
    case "paid":
      return `Paid${row.paidAt ? ` on ${day(row.paidAt)}` : ""}`;
    case "rejected":
      return `Rejected${row.decidedAt ? ` on ${day(row.decidedAt)}` : ""}`;
  }
}

/** A party as one block of lines: name, e-mail, phone and address (N/A where missing). */
const party = (p: InvoiceParty): string =>
  [p.name || NA, p.email || NA, `Phone: ${p.phone || NA}`, `Address: ${p.address || NA}`].join("\n");

/** The bank details as one block of lines, the number masked (N/A without an account). */
function payment(p: InvoicePaymentDetails | null): string {
  return [
    `Method: ${p?.method ?? NA}`,
    `Bank: ${p ? `${p.bankName}, ${p.branchName} branch` : NA}`,
    `Account holder: ${p?.accountHolder ?? NA}`,
    `Account number: ${p?.accountNumberMasked ?? NA}`,
    `IFSC code: ${p?.ifscCode ?? NA}`,
  ].join("\n");
}

export async function renderInvoicePdf(record: InvoiceRecord): Promise<Uint8Array> {
  const { row, courses } = record;
  const money = (minor: number) => formatMoney(minor, row.currency);
  const company = row.companyDetails;
  const status = statusText(record);
  const pdf = createPdf({
    organisation: company.name || site.name,
    headerLines: [company.email].filter(Boolean),
    footer: `Invoice ${row.number} · ${row.instructorDetails.name}`,
    metadata: {
      title: `Invoice ${row.number}`,
      author: row.instructorDetails.name,
      subject: `Invoice ${row.number} from ${row.instructorDetails.name} to ${company.name} for ${money(row.grandTotalMinor)} (${status})`,
      keywords: ["invoice", row.number, record.status],
      creationDate: row.issuedAt,
    },
  })
    .title(`Invoice ${row.number}`)
    .fields([
      { label: "Date", value: day(row.issuedAt) },
      { label: "Due date", value: day(row.dueDate) },
      { label: "Status", value: status, emphasis: true },
    ]);
  if (record.status === "rejected") {
    pdf.note(row.rejectionReason ? `Reason for rejection: ${row.rejectionReason}` : "This invoice was rejected; no reason was given.");
  }
  pdf
    .fields([
      { label: "Instructor", value: party(row.instructorDetails) },
      { label: "Company", value: party(company) },
      { label: "Client email", value: row.clientEmail },
      { label: "Payment details", value: payment(row.paymentDetails) },
    ])
    .heading("Services")
    .table({
      columns: [
        { header: "Title", width: 3 },
        { header: "Duration", width: 1.5 },
        { header: "Rate Per Video", width: 1.7, align: "right" },
        { header: "Total Amount", width: 1.7, align: "right" },
      ],
      rows: [
        // Each course with its videos under its title.
        ...courses.map((c) => [
          [c.title, ...c.videos.map((v) => `· ${v.title}`)].join("\n"),
          durationText(c.videos.length),
          money(row.ratePerVideoMinor),
          money(c.videos.length * row.ratePerVideoMinor),
        ]),
        ["", "", "Subtotal", money(row.subtotalMinor)],
        ["", "", `Tax (${basisPointsToPercent(row.taxRateBasisPoints)}%)`, money(row.taxMinor)],
        ["", "", "Discount", money(row.discountMinor)],
      ],
      totals: ["", "", "Grand Total", money(row.grandTotalMinor)],
    });
  if (row.notes) pdf.heading("Notes").paragraph(row.notes);
  return pdf.render();
}
