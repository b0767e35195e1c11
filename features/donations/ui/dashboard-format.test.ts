import { describe, expect, it } from "vitest";
import { DONATION_STATUSES } from "../schema";
import {
  donationLook,
  exportHref,
  filterParams,
  isFiltered,
  pageCount,
  paymentsSoFar,
  planCancellable,
  planLook,
  receiptHref,
  statementHref,
  statementYears,
  trackingHref,
  typeLabel,
} from "./dashboard-format";

describe("how a gift's status looks", () => {
  it("is green only when completed, amber while pending, red and named otherwise", () => {
    expect(donationLook("completed")).toEqual({ label: "Completed", tone: "good" });
    expect(donationLook("pending")).toEqual({ label: "Pending", tone: "wait" });
    expect(donationLook("failed")).toEqual({ label: "Failed", tone: "bad" });
    expect(donationLook("refunded")).toEqual({ label: "Refunded", tone: "bad" });
    expect(donationLook("expired")).toEqual({ label: "Expired", tone: "bad" });
  });

  it("names every status the filter offers", () => {
    for (const status of DONATION_STATUSES) expect(donationLook(status).label).toMatch(/^[A-Z][a-z]+$/);
  });
});

describe("a monthly plan", () => {
  it("reads Active, Starting, Payment overdue or Cancelled", () => {
    expect(planLook("active")).toEqual({ label: "Active", tone: "good" });
    expect(planLook("pending").label).toBe("Starting");
    expect(planLook("past_due")).toEqual({ label: "Payment overdue", tone: "bad" });
    expect(planLook("canceled")).toEqual({ label: "Cancelled", tone: "off" });
  });

  it("may be cancelled until it is cancelled", () => {
    expect(planCancellable("active")).toBe(true);
    expect(planCancellable("past_due")).toBe(true);
    expect(planCancellable("pending")).toBe(true);
    expect(planCancellable("canceled")).toBe(false);
  });

  it("counts its payments in words", () => {
    expect(paymentsSoFar(0)).toBe("No payment yet");
    expect(paymentsSoFar(1)).toBe("1 payment so far");
    expect(paymentsSoFar(12)).toBe("12 payments so far");
  });
});

describe("the type column", () => {
  it("says One-time or Recurring", () => {
    expect(typeLabel("one-time")).toBe("One-time");
    expect(typeLabel("recurring")).toBe("Recurring");
  });
});

describe("statement years", () => {
  it("are the UTC years of paid gifts, newest first, each once", () => {
    expect(
      statementYears([
        { status: "completed", completedAt: "2024-06-01T10:00:00.000Z" },
        { status: "completed", completedAt: "2026-01-01T00:30:00.000Z" },
        { status: "completed", completedAt: "2024-12-31T23:59:00.000Z" },
        // Not paid (or paid back): no statement lists them.
        { status: "pending", completedAt: null },
        { status: "failed", completedAt: null },
        { status: "refunded", completedAt: "2021-03-01T00:00:00.000Z" },
      ]),
    ).toEqual([2026, 2024]);
  });

  it("are none for a donor without a paid gift", () => {
    expect(statementYears([])).toEqual([]);
    expect(statementYears([{ status: "pending", completedAt: null }])).toEqual([]);
  });
});

describe("links", () => {
  it("download a receipt and a statement from the API", () => {
    expect(receiptHref("0b0e2a43-6f3e-4c3a-9c1e-1f2b3c4d5e6f")).toBe("/api/v1/userDonation/receipt/0b0e2a43-6f3e-4c3a-9c1e-1f2b3c4d5e6f");
    expect(receiptHref("a/b")).toBe("/api/v1/userDonation/receipt/a%2Fb");
    expect(statementHref(2026)).toBe("/api/v1/userDonation/statement/2026");
  });

  it("carry only the filters that are set, in one order", () => {
    expect(filterParams({})).toEqual([]);
    expect(filterParams({ status: "refunded", from: "2026-01-01", type: "monthly" })).toEqual([
      ["from", "2026-01-01"],
      ["type", "monthly"],
      ["status", "refunded"],
    ]);
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ to: "2026-02-01" })).toBe(true);
  });

  it("export the filtered rows as CSV", () => {
    expect(exportHref({})).toBe("/api/v1/userDonation/export");
    expect(exportHref({ from: "2026-01-01", to: "2026-01-31", type: "one-time", status: "completed" })).toBe(
      "/api/v1/userDonation/export?from=2026-01-01&to=2026-01-31&type=one-time&status=completed",
    );
  });

  it("page the tracking tab keeping its filters", () => {
    expect(trackingHref("/admin", {})).toBe("/admin?tab=donation-tracking");
    expect(trackingHref("/superadmin", { status: "failed" }, 3)).toBe("/superadmin?tab=donation-tracking&status=failed&page=3");
    expect(trackingHref("/admin", { type: "monthly" }, 1)).toBe("/admin?tab=donation-tracking&type=monthly");
  });

  it("count pages, at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
