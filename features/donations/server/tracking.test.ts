import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { donations } from "@/lib/db/schema";
import { ForbiddenError, InvalidError, UnauthorizedError } from "@/lib/errors";
import { setPaymentsForTests, stripeEvent } from "@/lib/payments";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { deliver, give, invoicePaid, planOf, sessionCompleted } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import { donationTotals, exportDonationsCsv, listDonations, pagingFrom, trackingFilter } from "./tracking";

const payments = new MemoryPayments();
beforeAll(() => setPaymentsForTests(payments));
beforeEach(async () => {
  await resetDb();
  payments.clear();
});

const admin = async (allowedTabs: string[] = []) => actorFor(await createUser({ role: "admin", allowedTabs }));

async function paid(body: Record<string, unknown>) {
  const { donation, sessionId } = await give(payments, body);
  await deliver(payments, sessionCompleted(donation, sessionId));
  return donation;
}

async function setCreated(id: string, iso: string) {
  const db = await getDb();
  await db
    .update(donations)
    .set({ createdAt: new Date(iso), completedAt: new Date(iso) })
    .where(eq(donations.id, id));
}

describe("donationTotals", () => {
  it("sums completed gifts only: all time, this month (UTC), and active plans per month", async () => {
    const staff = await admin();
    const old = await paid({ donationAmount: 100 });
    await setCreated(old.id, "2026-10-15T12:00:00Z");
    await paid({ donationAmount: 25 });
    const monthly = await paid({ donationAmount: 15, recurring: true });
    await give(payments, { donationAmount: 999 }); // pending: not counted
    const refunded = await paid({ donationAmount: 40 });
    await deliver(payments, stripeEvent("charge.refunded", { refunded: true, payment_intent: `pi_${refunded.id.slice(0, 8)}` }));
    const failing = await give(payments, { donationAmount: 7 });
    await deliver(
      payments,
      stripeEvent("checkout.session.async_payment_failed", { id: failing.sessionId, metadata: { donationId: failing.donation.id } }),
    );

    expect(await donationTotals(staff, new Date("2026-11-25T10:00:00Z"))).toEqual({
      totalCents: 14_000,
      thisMonthCents: 4_000,
      recurringMonthlyCents: 1_500,
      completedCount: 3,
      activePlans: 1,
    });
    // A renewal counts; the plan's monthly figure stays its amount.
    await deliver(payments, invoicePaid(await planOf(monthly.planId!), "in_r1", "subscription_cycle"));
    expect(await donationTotals(staff, new Date("2026-11-25T10:00:00Z"))).toMatchObject({
      totalCents: 15_500,
      recurringMonthlyCents: 1_500,
    });
  });

  it("is for staff with the donation-tracking tab only", async () => {
    await expect(donationTotals(null)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(donationTotals(actorFor(await createUser({ role: "user" })))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(donationTotals(await admin(["content"]))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(donationTotals(await admin(["donation-tracking"]))).resolves.toBeTruthy();
    await expect(listDonations(await admin(["content"]), {})).rejects.toBeInstanceOf(ForbiddenError);
    await expect(exportDonationsCsv(await admin(["content"]), {})).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("listDonations", () => {
  it("pages newest first in SQL and filters by dates (UTC days, inclusive), type and status", async () => {
    const staff = await admin();
    const a = await paid({ donationAmount: 10 });
    const b = await paid({ donationAmount: 20, recurring: true });
    const c = (await give(payments, { donationAmount: 30 })).donation;
    await setCreated(a.id, "2026-11-01T00:00:00Z");
    await setCreated(b.id, "2026-11-10T23:59:59Z");
    await setCreated(c.id, "2026-11-20T00:00:00Z");

    const all = await listDonations(staff, {}, { page: 1, limit: 2 });
    expect(all).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(all.items.map((d) => d._id)).toEqual([c.id, b.id]);
    expect((await listDonations(staff, {}, { page: 2, limit: 2 })).items.map((d) => d._id)).toEqual([a.id]);
    // A page far past the end (even one whose offset no bigint holds) is an empty page, not an error.
    for (const far of [9, 1e18, pagingFrom(new URLSearchParams("page=1000000000000000000000")).page])
      expect(await listDonations(staff, {}, { page: far, limit: 2 })).toMatchObject({ items: [], total: 3 });

    const ids = async (f: Parameters<typeof trackingFilter>[0]) => (await listDonations(staff, trackingFilter(f))).items.map((d) => d._id);
    expect(await ids({ from: "2026-11-01", to: "2026-11-10" })).toEqual([b.id, a.id]);
    expect(await ids({ from: "2026-11-11" })).toEqual([c.id]);
    expect(await ids({ type: "monthly" })).toEqual([b.id]);
    expect(await ids({ status: "pending" })).toEqual([c.id]);
    expect(await ids({ status: "all", type: "" })).toHaveLength(3);
  });

  it("answers the spec's shape, with the donor's name for staff and the anonymous mark", async () => {
    const d = await paid({ donationAmount: 12.5, anonymous: true, donerName: "Quiet Giver", message: "Keep going" });
    const [row] = (await listDonations(await admin(), {})).items;
    expect(row).toMatchObject({
      _id: d.id,
      amount: 12.5,
      donationType: "one-time",
      status: "completed",
      donerName: "Quiet Giver",
      isAnonymous: true,
      message: "Keep going",
    });
    expect(new Date(row!.createdAt).toISOString()).toBe(row!.createdAt);
  });

  it("refuses malformed filters with a clear message", () => {
    expect(() => trackingFilter({ from: "25/11/2026" })).toThrow(InvalidError);
    expect(() => trackingFilter({ from: "2026-11-10", to: "2026-11-01" })).toThrow("The end date must not be before the start date");
    expect(() => trackingFilter({ status: "paid" })).toThrow("Unknown status");
    expect(trackingFilter(new URLSearchParams("type=monthly&status=refunded"))).toEqual({ type: "monthly", status: "refunded" });
  });
});

describe("test gifts (no money taken)", () => {
  /** Gifts through Stripe's test mode: 40 one-time, a 15 monthly plan with one renewal, and a pending 5. */
  async function testGifts() {
    const stripeTest = new MemoryPayments({ kind: "stripe", livemode: false });
    setPaymentsForTests(stripeTest);
    try {
      await paid({ donationAmount: 40, donerName: "Tess Test" });
      const monthly = await paid({ donationAmount: 15, recurring: true });
      await deliver(stripeTest, invoicePaid(await planOf(monthly.planId!), "in_test_renewal", "subscription_cycle"));
      await give(stripeTest, { donationAmount: 5 });
    } finally {
      setPaymentsForTests(payments);
    }
  }

  it("are left out of the totals, the list and the export unless includeTest, and then counted and marked", async () => {
    const staff = await admin();
    const real = await paid({ donationAmount: 25, donerName: "Real Giver" });
    await testGifts();
    const now = new Date();

    expect(await donationTotals(staff, now)).toEqual({
      totalCents: 2500,
      thisMonthCents: 2500,
      recurringMonthlyCents: 0,
      completedCount: 1,
      activePlans: 0,
    });
    expect(await donationTotals(staff, now, { includeTest: true })).toEqual({
      totalCents: 2500 + 4000 + 1500 + 1500,
      thisMonthCents: 2500 + 4000 + 1500 + 1500,
      recurringMonthlyCents: 1500,
      completedCount: 4,
      activePlans: 1,
    });

    const listed = await listDonations(staff, trackingFilter({}));
    expect(listed).toMatchObject({ total: 1, testGiftsLeftOut: 4 });
    expect(listed.items.map((d) => [d._id, d.isTest])).toEqual([[real.id, false]]);
    const all = await listDonations(staff, trackingFilter({ includeTest: "true" }));
    expect(all).toMatchObject({ total: 5, testGiftsLeftOut: 0 });
    expect(all.items.filter((d) => d.isTest)).toHaveLength(4);
    // The other filters narrow the test gifts as they do the rest.
    expect(await listDonations(staff, trackingFilter({ status: "pending" }))).toMatchObject({ total: 0, testGiftsLeftOut: 1 });
    expect(await listDonations(staff, trackingFilter({ status: "pending", includeTest: "true" }))).toMatchObject({ total: 1 });

    const rows = async (f: Parameters<typeof trackingFilter>[0]) =>
      (await exportDonationsCsv(staff, trackingFilter(f)))
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(1, -1);
    expect(await rows({})).toEqual([expect.stringMatching(/^[^,]+,Real Giver,.*,no$/)]);
    const withTests = await rows({ includeTest: "true", status: "completed" });
    expect(withTests).toHaveLength(4);
    expect(withTests.filter((line) => line.endsWith(",yes (no money taken)"))).toHaveLength(3);
  });

  it("are asked for with includeTest=true (false or empty: left out); anything else is refused", () => {
    expect(trackingFilter(new URLSearchParams("includeTest=true"))).toEqual({ includeTest: true });
    expect(trackingFilter(new URLSearchParams("includeTest=false"))).toEqual({ includeTest: false });
    expect(trackingFilter(new URLSearchParams("includeTest="))).toEqual({});
    for (const value of ["1", "yes", "TRUE", "on"]) {
      expect(() => trackingFilter({ includeTest: value }), value).toThrow("includeTest must be true or false");
    }
  });
});

describe("exportDonationsCsv", () => {
  it("writes the filtered rows as CSV, quoting and defusing spreadsheet formulas", async () => {
    await paid({ donationAmount: 10, donerName: '=HYPERLINK("x")', message: 'Line one, "two"\nthree' });
    await give(payments, { donationAmount: 20 });
    const csv = await exportDonationsCsv(await admin(), { status: "completed" });
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Date,Donor,Anonymous,E-mail,Amount (USD),Type,Status,Receipt,Message,Id,Test gift");
    expect(lines).toHaveLength(3); // header, one row, the final empty line
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`"Line one, ""two""\nthree"`);
    expect(lines[1]).toMatch(/,10\.00,One-time,completed,MMF-\d{6},/);
  });
});
