import "server-only";
import { formatDate, formatMoney } from "@/lib/format";
import { createPdf, type FieldRow, type PdfOptions } from "@/lib/pdf";
import { site } from "@/lib/site";
import { frequencyLabel } from "../schema";

/**
 * A gift's receipt and a donor's yearly statement as PDF documents (lib/pdf). Pure: the caller
 * loads the gifts (./receipts.ts). Dates are written in UTC, as the statement's calendar year
 * is counted; amounts in dollars (lib/format formatMoney).
 */

export type ReceiptData = {
  receiptNumber: string;
  date: Date;
  amountCents: number;
  currency: "usd";
  frequency: "one-time" | "monthly";
  donorName: string | null;
  donorEmail: string;
  /** Shown as anonymous publicly; the donor's own receipt still names them. */
  anonymous: boolean;
  message: string | null;
};

export type StatementData = {
  year: number;
  donorName: string | null;
  donorEmail: string;
  gifts: { receiptNumber: string; date: Date; amountCents: number; frequency: "one-time" | "monthly" }[];
};

const day = (date: Date): string => formatDate(date, "UTC");

/** The frame every donation document shares: the foundation's legal name and contact on each page. */
function frame(metadata: PdfOptions["metadata"]): PdfOptions {
  const { legalName } = site.receipts;
  return {
    organisation: legalName,
    headerLines: [site.contactEmail],
    footer: `${legalName} · ${site.contactEmail}`,
    metadata: { author: legalName, language: "en-GB", ...metadata },
  };
}

/** The donor as a receipt names them: their name and address, or the address alone. */
function donor(name: string | null, email: string): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed}\n${email}` : email;
}

export async function renderReceiptPdf(r: ReceiptData): Promise<Uint8Array> {
  const amount = formatMoney(r.amountCents, r.currency);
  const date = day(r.date);
  const { legalName, taxStatement } = site.receipts;
  const rows: FieldRow[] = [
    { label: "Receipt number", value: r.receiptNumber },
    { label: "Date", value: date },
    { label: "Amount", value: amount, emphasis: true },
    {
      label: "Frequency",
      value:
        r.frequency === "monthly"
          ? `${frequencyLabel(r.frequency)} (this receipt is for one monthly payment)`
          : frequencyLabel(r.frequency),
    },
    { label: "Donor", value: donor(r.donorName, r.donorEmail) },
  ];
  if (r.anonymous) {
    rows.push({ label: "Shown publicly as", value: "Anonymous: your name appears only on your own receipts." });
  }
  if (r.message?.trim()) rows.push({ label: "Your message", value: r.message.trim() });

  const name = r.donorName?.trim();
  return createPdf(
    frame({
      title: `Donation receipt ${r.receiptNumber}`,
      subject: `Receipt for a donation of ${amount} to ${legalName} on ${date}`,
      keywords: ["donation", "receipt", r.receiptNumber],
      creationDate: r.date,
    }),
  )
    .title("Donation receipt")
    .paragraph(
      `${name ? `Dear ${name}, thank` : "Thank"} you for your ${r.frequency === "monthly" ? "monthly " : ""}gift to ${legalName}. This receipt confirms the donation below.`,
    )
    .space(4)
    .fields(rows)
    .note(taxStatement)
    .paragraph(
      "Your gift helps us bring a calm, kind daily practice to more classrooms, workplaces and homes. Thank you for your support. Please keep this receipt for your records.",
      { tone: "muted" },
    )
    .render();
}

export async function renderStatementPdf(s: StatementData): Promise<Uint8Array> {
  const { legalName, yearlyTaxStatement } = site.receipts;
  const gifts = [...s.gifts].sort((a, b) => a.date.getTime() - b.date.getTime());
  const total = formatMoney(gifts.reduce((sum, g) => sum + g.amountCents, 0));
  const empty = `No donations in ${s.year}.`;

  const pdf = createPdf(
    frame({
      title: `Donation statement ${s.year}`,
      subject: `Donations to ${legalName} in ${s.year}`,
      keywords: ["donation", "statement", String(s.year)],
    }),
  )
    .title(`Donation statement ${s.year}`)
    .paragraph(
      gifts.length > 0
        ? `The donations ${legalName} received from you between 1 January and 31 December ${s.year} (UTC), one row per receipt.`
        : empty,
    )
    .space(4)
    .fields([
      { label: "Donor", value: donor(s.donorName, s.donorEmail) },
      { label: "Year", value: String(s.year) },
      { label: "Donations", value: String(gifts.length) },
      { label: `Total for ${s.year}`, value: total, emphasis: true },
    ]);
  if (gifts.length > 0) {
    pdf
      .heading("Donations")
      .table({
        columns: [
          { header: "Date", width: 2 },
          { header: "Receipt number", width: 2.4 },
          { header: "Frequency", width: 2 },
          { header: "Amount", width: 1.6, align: "right" },
        ],
        rows: gifts.map((g) => [day(g.date), g.receiptNumber, frequencyLabel(g.frequency), formatMoney(g.amountCents)]),
        totals: [`Total ${s.year}`, "", "", total],
        empty,
      })
      .note(yearlyTaxStatement)
      .paragraph("Thank you for your support. Each donation's own receipt is in your account, under My Donations.", { tone: "muted" });
  }
  return pdf.render();
}
