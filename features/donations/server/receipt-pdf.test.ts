import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "@/test/pdf-text";
import { site } from "@/lib/site";
import { renderReceiptPdf, renderStatementPdf, type ReceiptData, type StatementData } from "./receipt-pdf";

const receipt = (extra: Partial<ReceiptData> = {}): ReceiptData => ({
  receiptNumber: "MMF-000042",
  date: new Date("2026-11-25T10:00:00Z"),
  amountCents: 2500,
  currency: "usd",
  frequency: "one-time",
  donorName: "Zoë Ångström",
  donorEmail: "zoe@example.org",
  anonymous: false,
  message: null,
  isTest: false,
  issuer: { address: undefined, registration: undefined, taxStatement: undefined },
  ...extra,
});

/** The PDF's text as one string, lines joined by spaces (a value may wrap onto a second line). */
async function textOf(bytes: Uint8Array): Promise<string> {
  return (await pdfText(bytes)).join("\n");
}

describe("renderReceiptPdf", () => {
  it("is a one-page PDF whose metadata names the receipt", async () => {
    const bytes = await renderReceiptPdf(receipt());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Donation receipt MMF-000042");
    expect(doc.getAuthor()).toBe(site.receipts.legalName);
    expect(doc.getSubject()).toBe(`Receipt for a donation of $25.00 to ${site.receipts.legalName} on 25 Nov 2026`);
    expect(doc.getCreationDate()?.toISOString()).toBe("2026-11-25T10:00:00.000Z");
  });

  it("names the foundation, the receipt, its date, amount, frequency and donor, the tax statement and a thank-you", async () => {
    const lines = (await textOf(await renderReceiptPdf(receipt()))).split("\n");
    expect(lines[0]).toBe(`${site.receipts.legalName} ${site.contactEmail}`);
    expect(lines).toContain("Donation receipt");
    expect(lines.join(" ")).toContain(
      "Dear Zoë Ångström, thank you for your gift to Mindful Minds Foundation. This receipt confirms the donation below.",
    );
    expect(lines).toContain("Receipt number MMF-000042");
    expect(lines).toContain("Date 25 Nov 2026");
    expect(lines).toContain("Amount $25.00");
    expect(lines).toContain("Frequency One-time");
    expect(lines).toContain("Donor Zoë Ångström");
    expect(lines).toContain("zoe@example.org");
    expect(lines.join(" ")).toContain(site.receipts.taxStatement);
    expect(lines.join(" ")).toContain("Thank you for your support.");
    expect(lines.join(" ")).not.toMatch(/anonymous|test/i);
    expect(lines.at(-1)).toBe(`${site.receipts.legalName} · ${site.contactEmail} Page 1 of 1`);
  });

  it("is issued by the foundation alone, and claims no tax deduction, while no address, registration or tax statement is configured", async () => {
    const text = await textOf(await renderReceiptPdf(receipt()));
    expect(text).toContain(`Issued by ${site.receipts.legalName}`);
    expect(text).not.toMatch(/deduct|tax relief|registered|registration/i);
  });

  it("carries the configured postal address (a line per ';'), the registration and the tax statement", async () => {
    const issuer = {
      address: "12 River Road; Springfield SP1 2AB",
      registration: "Registered charity no. 1234567",
      taxStatement: "Gifts are deductible under section 80G of the Income Tax Act.",
    };
    const lines = (await textOf(await renderReceiptPdf(receipt({ issuer })))).split("\n");
    const issued = lines.indexOf(`Issued by ${site.receipts.legalName}`);
    expect(issued).toBeGreaterThan(0);
    expect(lines.slice(issued + 1, issued + 4)).toEqual(["12 River Road", "Springfield SP1 2AB", "Registered charity no. 1234567"]);
    expect(lines.join(" ")).toContain(`${site.receipts.taxStatement} Gifts are deductible under section 80G of the Income Tax Act.`);
    const yearly = await textOf(await renderStatementPdf(statement({ issuer })));
    expect(yearly).toContain("Registered charity no. 1234567");
    expect(yearly.replace(/\n/g, " ")).toContain("Gifts are deductible under section 80G of the Income Tax Act.");
  });

  it("writes the date in UTC, the day the gift was made there", async () => {
    const text = await textOf(await renderReceiptPdf(receipt({ date: new Date("2026-12-31T23:30:00Z") })));
    expect(text).toContain("Date 31 Dec 2026");
  });

  it("still names the donor of an anonymous gift on their own receipt, saying that it is shown as anonymous publicly", async () => {
    const text = await textOf(await renderReceiptPdf(receipt({ anonymous: true })));
    expect(text).toContain("Donor Zoë Ångström");
    expect(text).toContain("Shown publicly as Anonymous: your name appears only on your own receipts.");
  });

  it("says a monthly gift is one monthly payment, and prints the donor's message", async () => {
    const text = await textOf(
      await renderReceiptPdf(receipt({ frequency: "monthly", amountCents: 125050, message: "For the schools in Łódź.\nWith love." })),
    );
    expect(text).toContain("thank you for your monthly gift");
    expect(text).toContain("Amount $1,250.50");
    expect(text).toContain("Frequency Monthly (this receipt is for one monthly payment)");
    expect(text).toContain("Your message For the schools in Łódź.\nWith love.");
  });

  it("thanks a donor who gave no name, naming them by e-mail", async () => {
    const text = await textOf(await renderReceiptPdf(receipt({ donorName: null })));
    expect(text).toContain("Thank you for your gift to Mindful Minds Foundation.");
    expect(text).toContain("Donor zoe@example.org");
    expect(text).not.toContain("Dear");
  });

  it("says plainly on a test gift's receipt, at its top and in its title, that no money was taken; no tax statement", async () => {
    const bytes = await renderReceiptPdf(receipt({ isTest: true, frequency: "monthly" }));
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe("Test donation receipt MMF-000042 (no money taken)");
    expect(doc.getSubject()).toContain("Receipt for a test donation (no money taken) of $25.00");
    const lines = (await textOf(bytes)).split("\n");
    expect(lines.slice(1, 4).join(" ")).toBe(
      "Test donation receipt Test — no money taken. This gift was made in the site's test mode: nothing was charged. This is not a receipt for tax purposes.",
    );
    const text = lines.join(" ");
    expect(text).toContain("Dear Zoë Ångström, this receipt records your test monthly gift to Mindful Minds Foundation.");
    expect(text).toContain("Amount $25.00");
    expect(text).toContain("Payment Test — no money taken");
    expect(text).not.toContain(site.receipts.taxStatement);
    expect(text).not.toMatch(/thank you/i);
  });

  it("prints any donor's name, and never throws on one", async () => {
    for (const donorName of ["Þórunn Guðmundsdóttir", "Łukasz Żółkiewski", "Дмитрий Шостакович", "Nguyễn Thị Minh Khai"]) {
      expect(await textOf(await renderReceiptPdf(receipt({ donorName })))).toContain(`Donor ${donorName}`);
    }
    const text = await textOf(await renderReceiptPdf(receipt({ donorName: "王小明 😀\u0000", message: "x".repeat(2000) })));
    expect(text).toContain("Donor ??? ?");
  });
});

const statement = (extra: Partial<StatementData> = {}): StatementData => ({
  year: 2026,
  donorName: "Þórunn Guðmundsdóttir",
  donorEmail: "thorunn@example.org",
  gifts: [
    { receiptNumber: "MMF-000007", date: new Date("2026-03-01T09:00:00Z"), amountCents: 2500, frequency: "monthly" },
    { receiptNumber: "MMF-000003", date: new Date("2026-01-15T09:00:00Z"), amountCents: 125050, frequency: "one-time" },
    { receiptNumber: "MMF-000005", date: new Date("2026-02-01T09:00:00Z"), amountCents: 2500, frequency: "monthly" },
  ],
  testGiftsLeftOut: 0,
  issuer: { address: undefined, registration: undefined, taxStatement: undefined },
  ...extra,
});

describe("renderStatementPdf", () => {
  it("lists the year's gifts by date with their receipt numbers, frequencies and amounts, and the total", async () => {
    const bytes = await renderStatementPdf(statement());
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe("Donation statement 2026");
    const text = await textOf(bytes);
    expect(text).toContain("Donation statement 2026");
    expect(text).toContain("Donor Þórunn Guðmundsdóttir\nthorunn@example.org");
    expect(text).toContain("Donations 3");
    expect(text).toContain("Total for 2026 $1,300.50");
    const rows = text.split("\n").filter((l) => /^\d+ \w{3} 2026 MMF-/.test(l));
    expect(rows).toEqual([
      "15 Jan 2026 MMF-000003 One-time $1,250.50",
      "1 Feb 2026 MMF-000005 Monthly $25.00",
      "1 Mar 2026 MMF-000007 Monthly $25.00",
    ]);
    expect(text).toContain("Date Receipt number Frequency Amount");
    expect(text).toContain("Total 2026 $1,300.50");
    expect(text.replace(/\n/g, " ")).toContain(site.receipts.yearlyTaxStatement);
    expect(text).not.toMatch(/test/i);
  });

  it("says how many test gifts of the year (no money taken) it leaves out", async () => {
    const one = await textOf(await renderStatementPdf(statement({ testGiftsLeftOut: 1 })));
    expect(one).toContain("1 test gift of 2026 (no money taken) is not listed.");
    expect(one).toContain("Total for 2026 $1,300.50");
    const only = await textOf(await renderStatementPdf(statement({ gifts: [], testGiftsLeftOut: 3 })));
    expect(only).toContain("No donations in 2026.");
    expect(only).toContain("3 test gifts of 2026 (no money taken) are not listed.");
  });

  it("says there were no donations in a year without any, with a total of $0.00", async () => {
    const text = await textOf(await renderStatementPdf(statement({ year: 2025, gifts: [] })));
    expect(text).toContain("Donation statement 2025");
    expect(text).toContain("No donations in 2025.");
    expect(text).toContain("Total for 2025 $0.00");
    expect(text).not.toContain("MMF-");
  });

  it("runs onto more pages for a donor with many gifts, each page headed and numbered", async () => {
    const gifts = Array.from({ length: 80 }, (_, i) => ({
      receiptNumber: `MMF-${String(i + 1).padStart(6, "0")}`,
      date: new Date(Date.UTC(2026, 0, 1 + i * 4)),
      amountCents: 1000,
      frequency: "monthly" as const,
    }));
    const pages = await pdfText(await renderStatementPdf(statement({ gifts })));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain("Date Receipt number Frequency Amount");
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.join("\n").match(/MMF-\d{6}/g)).toHaveLength(80);
    expect(pages.at(-1)).toContain("Total 2026 $800.00");
  });
});
