import { formatDate, formatMoney } from "@/lib/format";
import { createPdf, type FieldRow, type PdfOptions } from "@/lib/pdf";
import type { Issuer } from "@/lib/config/env";
import { site } from "@/lib/site";
import { frequencyLabel, TEST_GIFT_LABEL } from "../schema";

/**
 * A gift's receipt and a donor's yearly statement as PDF documents (lib/pdf). Pure: the caller
 * loads the gifts (./receipts.ts). Dates are written in UTC, as the statement's calendar year
 * is counted; amounts in dollars (lib/format formatMoney). A test gift's receipt (no money taken)
 * says so at its top and in its title, and carries no tax statement.
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
  /** A test gift: no money was taken. */
  isTest: boolean;
  /** The foundation's address, registration and tax statement from configuration (lib/config/env.ts). */
  issuer: Issuer;
};

export type StatementData = {
  year: number;
  donorName: string | null;
  donorEmail: string;
  /** Paid gifts that took money; test gifts are no gifts to deduct. */
  gifts: { receiptNumber: string; date: Date; amountCents: number; frequency: "one-time" | "monthly" }[];
  /** How many test gifts of the year are left out (a line says so). */
  testGiftsLeftOut: number;
  issuer: Issuer;
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

/** Who issues a receipt: the legal name, then the configured address (";" starts a line) and registration. */
function issuedBy(issuer: Issuer): string {
  const address =
    issuer.address
      ?.split(";")
      .map((line) => line.trim())
      .filter(Boolean) ?? [];
  return [site.receipts.legalName, ...address, ...(issuer.registration ? [issuer.registration] : [])].join("\n");
}

/** The receipt's closing statement: what is true of every gift, then the configured tax statement, if any. */
function taxNote(statement: string, issuer: Issuer): string {
  return issuer.taxStatement ? `${statement} ${issuer.taxStatement}` : statement;
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
    { label: "Issued by", value: issuedBy(r.issuer) },
  ];
  if (r.anonymous) {
    rows.push({ label: "Shown publicly as", value: "Anonymous: your name appears only on your own receipts." });
  }
  if (r.message?.trim()) rows.push({ label: "Your message", value: r.message.trim() });

  const name = r.donorName?.trim();
  const gift = `${r.frequency === "monthly" ? "monthly " : ""}gift to ${legalName}`;
  const pdf = createPdf(
    frame({
      title: r.isTest ? `Test donation receipt ${r.receiptNumber} (no money taken)` : `Donation receipt ${r.receiptNumber}`,
      subject: `Receipt for a ${r.isTest ? "test donation (no money taken)" : "donation"} of ${amount} to ${legalName} on ${date}`,
      keywords: ["donation", "receipt", r.receiptNumber, ...(r.isTest ? ["test"] : [])],
      creationDate: r.date,
    }),
  );
  if (r.isTest) {
    return pdf
      .title("Test donation receipt")
      .note(`${TEST_GIFT_LABEL}. This gift was made in the site's test mode: nothing was charged. This is not a receipt for tax purposes.`)
      .paragraph(`${name ? `Dear ${name}, this` : "This"} receipt records your test ${gift}.`)
      .space(4)
      .fields([...rows, { label: "Payment", value: TEST_GIFT_LABEL }])
      .render();
  }
  return pdf
    .title("Donation receipt")
    .paragraph(`${name ? `Dear ${name}, thank` : "Thank"} you for your ${gift}. This receipt confirms the donation below.`)
    .space(4)
    .fields(rows)
    .note(taxNote(taxStatement, r.issuer))
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
  const tests = s.testGiftsLeftOut;

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
      { label: "Issued by", value: issuedBy(s.issuer) },
    ]);
  if (tests > 0) {
    pdf.paragraph(`${tests} test gift${tests === 1 ? "" : "s"} of ${s.year} (no money taken) ${tests === 1 ? "is" : "are"} not listed.`, {
      tone: "muted",
    });
  }
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
      .note(taxNote(yearlyTaxStatement, s.issuer))
      .paragraph("Thank you for your support. Each donation's own receipt is in your account, under My Donations.", { tone: "muted" });
  }
  return pdf.render();
}
