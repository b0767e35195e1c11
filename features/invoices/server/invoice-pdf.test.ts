import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { InvoiceRow } from "@/lib/db/schema";
import { pdfText } from "@/test/pdf-text";
import { renderInvoicePdf } from "./invoice-pdf";
import type { InvoiceRecord } from "./serialize";

const ID = "3f0f5b1e-8f43-4a55-9d57-5e6c1bb0c001";

function record(over: Partial<InvoiceRow> = {}, extra: Partial<Omit<InvoiceRecord, "row">> = {}): InvoiceRecord {
  const row: InvoiceRow = {
    id: ID,
    number: "INV-20261042",
    instructorId: null,
    status: "pending",
    issuedAt: new Date("2026-11-25T10:00:00Z"),
    dueDate: "2026-12-25",
    clientEmail: "accounts@client.example",
    notes: null,
    currency: "USD",
    ratePerVideoMinor: 1250,
    subtotalMinor: 3750,
    taxRateBasisPoints: 1250,
    taxMinor: 469,
    discountMinor: 219,
    grandTotalMinor: 4000,
    instructorDetails: { name: "Maya Iyer", email: "maya@example.org", phone: "+91 98765 43210", address: null },
    companyDetails: { name: "Mindful Minds Foundation", email: "hello@mindfulminds.example", phone: null, address: null },
    paymentDetails: {
      method: "Bank transfer",
      bankName: "HDFC Bank",
      accountHolder: "Maya Iyer",
      accountNumberMasked: "XXXXXX9012",
      ifscCode: "HDFC0001234",
      branchName: "Koramangala",
    },
    rejectionReason: null,
    decidedBy: null,
    decidedAt: null,
    paidAt: null,
    createdAt: new Date("2026-11-25T10:00:00Z"),
    updatedAt: new Date("2026-11-25T10:00:00Z"),
    ...over,
  };
  return {
    row,
    status: row.status,
    courses: [
      {
        id: "c1",
        title: "Breathing basics",
        videos: [
          { videoId: "v1", title: "Box breathing" },
          { videoId: "v2", title: "Four in, four out" },
        ],
      },
      { id: "c2", title: "Body scan", videos: [{ videoId: "v3", title: "A short body scan" }] },
    ],
    ...extra,
  };
}

/** The PDF's text, pages joined, a line per line. */
async function textOf(bytes: Uint8Array): Promise<string> {
  return (await pdfText(bytes)).join("\n");
}

describe("renderInvoicePdf", () => {
  it("is a PDF whose metadata names the invoice", async () => {
    const bytes = await renderInvoicePdf(record());
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Invoice INV-20261042");
    expect(doc.getAuthor()).toBe("Maya Iyer");
    expect(doc.getSubject()).toBe("Invoice INV-20261042 from Maya Iyer to Mindful Minds Foundation for $40.00 (Pending approval)");
  });

  it("says the number, dates, status, both parties, the client, the masked bank details, every line and the totals", async () => {
    const lines = (await textOf(await renderInvoicePdf(record()))).split("\n");
    for (const line of [
      "Invoice INV-20261042",
      "Date 25 Nov 2026",
      "Due date 25 Dec 2026",
      "Status Pending approval",
      "Instructor Maya Iyer",
      "maya@example.org",
      "Phone: +91 98765 43210",
      "Address: N/A",
      "Company Mindful Minds Foundation",
      "hello@mindfulminds.example",
      "Phone: N/A",
      "Client email accounts@client.example",
      "Payment details Method: Bank transfer",
      "Bank: HDFC Bank, Koramangala branch",
      "Account holder: Maya Iyer",
      "Account number: XXXXXX9012",
      "IFSC code: HDFC0001234",
      "Title Duration Rate Per Video Total Amount",
      "Breathing basics 2 videos $12.50 $25.00",
      "· Box breathing",
      "· Four in, four out",
      "Body scan 1 video $12.50 $12.50",
      "· A short body scan",
      "Subtotal $37.50",
      "Tax (12.5%) $4.69",
      "Discount $2.19",
      "Grand Total $40.00",
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.join(" ")).not.toContain("123456789012");
    expect(lines.at(-1)).toBe("Invoice INV-20261042 · Maya Iyer Page 1 of 1");
  });

  it("says N/A for payment details when the instructor had no bank account", async () => {
    const text = await textOf(await renderInvoicePdf(record({ paymentDetails: null })));
    for (const label of ["Method", "Bank", "Account holder", "Account number", "IFSC code"]) expect(text).toContain(`${label}: N/A`);
  });

  it("says when it was approved, paid, or that it is overdue, and a rejection's reason", async () => {
    const decided = { decidedAt: new Date("2026-11-27T09:00:00Z") };
    expect(await textOf(await renderInvoicePdf(record({ status: "approved", ...decided })))).toContain("Status Approved on 27 Nov 2026");
    expect(await textOf(await renderInvoicePdf(record({ status: "approved", ...decided }, { status: "overdue" })))).toContain(
      "Status Overdue: approved, payment was due on 25 Dec 2026",
    );
    expect(
      await textOf(await renderInvoicePdf(record({ status: "paid", ...decided, paidAt: new Date("2026-12-01T09:00:00Z") }))),
    ).toContain("Status Paid on 1 Dec 2026");
    const rejected = await textOf(
      await renderInvoicePdf(record({ status: "rejected", ...decided, rejectionReason: "The rate is last year's." })),
    );
    expect(rejected).toContain("Status Rejected on 27 Nov 2026");
    expect(rejected).toContain("Reason for rejection: The rate is last year's.");
    expect(await textOf(await renderInvoicePdf(record({ status: "rejected", ...decided })))).toContain(
      "This invoice was rejected; no reason was given.",
    );
  });

  it("writes money in the invoice's own currency, and prints the notes", async () => {
    const text = await textOf(await renderInvoicePdf(record({ currency: "EUR", notes: "Paid in two parts, please." })));
    expect(text).toContain("Grand Total €40.00");
    expect(text).toContain("Paid in two parts, please.");
    expect(await textOf(await renderInvoicePdf(record({ currency: "INR" })))).toContain("Grand Total ₹40.00");
    // Yen have no decimals: 4000 minor units are ¥4,000.
    expect(await textOf(await renderInvoicePdf(record({ currency: "JPY" })))).toContain("Grand Total ¥4,000");
  });

  it("runs over several pages when it bills many videos, the table's header repeated", async () => {
    const courses = Array.from({ length: 40 }, (_, i) => ({
      id: `c${i}`,
      title: `Course ${i + 1}`,
      videos: Array.from({ length: 3 }, (_, j) => ({ videoId: `v${i}-${j}`, title: `Video ${i + 1}.${j + 1}` })),
    }));
    const bytes = await renderInvoicePdf(record({}, { courses }));
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.join("\n");
    expect(all).toContain("Course 40 3 videos $12.50 $37.50");
    expect(all).toContain("· Video 40.3");
    expect(all).toContain("Grand Total $40.00");
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.every((p) => p.includes("Title Duration Rate Per Video Total Amount"))).toBe(true);
  });
});
