import { describe, expect, it } from "vitest";
import { DISPLAY_STATUSES } from "../schema";
import { invoiceStatusLook, pendingInvoicesBadge } from "./status";

describe("an invoice's status badge", () => {
  it("is green when approved or paid, yellow pending, red overdue, grey otherwise, always with its word", () => {
    expect(Object.fromEntries(DISPLAY_STATUSES.map((s) => [s, invoiceStatusLook(s)]))).toEqual({
      pending: { label: "Pending", tone: "wait" },
      approved: { label: "Approved", tone: "good" },
      overdue: { label: "Overdue", tone: "bad" },
      paid: { label: "Paid", tone: "good" },
      rejected: { label: "Rejected", tone: "off" },
    });
  });

  it("counts the invoices waiting on the Invoice Approval tab; none, no badge", () => {
    expect(pendingInvoicesBadge(0)).toBeNull();
    expect(pendingInvoicesBadge(1)).toEqual({ count: 1, label: "1 invoice waiting for approval" });
    expect(pendingInvoicesBadge(3)).toEqual({ count: 3, label: "3 invoices waiting for approval" });
  });
});
