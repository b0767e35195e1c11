import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { donations } from "@/lib/db/schema";
import { ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { pdfText } from "@/test/pdf-text";
import { setPaymentsForTests, stripeEvent } from "@/lib/payments";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { deliver, give, sessionCompleted } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import { giftOfCheckout, hasGiven, listOwnDonations, listOwnPlans, ownDonationDetail } from "./history";
import { receiptPdf, yearlyStatementPdf } from "./receipts";

const payments = new MemoryPayments();
beforeAll(() => setPaymentsForTests(payments));
beforeEach(async () => {
  await resetDb();
  payments.clear();
});

const donorOf = async (role: "user" | "instructor" = "user") => actorFor(await createUser({ role }));

describe("a donor's own gifts", () => {
  it("are theirs only: by the account that gave, never by e-mail, without abandoned checkouts", async () => {
    const donor = await donorOf();
    const other = await donorOf();
    const a = await give(payments, { donationAmount: 10 }, donor);
    await deliver(payments, sessionCompleted(a.donation, a.sessionId));
    const b = await give(payments, { donationAmount: 20, recurring: true }, donor);
    const c = await give(payments, { donationAmount: 30 }, donor);
    const db = await getDb();
    await db.update(donations).set({ status: "expired" }).where(eq(donations.id, c.donation.id));
    // A guest who typed the donor's address gives no one else a view of it.
    await give(payments, { donationAmount: 40, email: donor.email });
    await give(payments, { donationAmount: 50 }, other);

    const mine = await listOwnDonations(donor);
    expect(mine.map((d) => [d.amount, d.donationType, d.status, d.hasReceipt])).toEqual([
      [20, "recurring", "pending", false],
      [10, "one-time", "completed", true],
    ]);
    expect(await hasGiven(donor)).toBe(true);
    expect(await hasGiven(await donorOf("instructor"))).toBe(false);
    expect((await listOwnPlans(donor)).map((p) => [p.amountCents, p.status, p.paymentsCount])).toEqual([[2000, "pending", 0]]);
    await expect(listOwnDonations(null)).rejects.toBeInstanceOf(UnauthorizedError);
    void b;
  });

  it("answers getDonationDetail: one gift by id, all for `all`, 404 for another's, [] when none", async () => {
    const donor = await donorOf();
    const other = await donorOf();
    expect(await ownDonationDetail(donor, "all")).toEqual([]);
    const a = await give(payments, {}, donor);
    const theirs = await give(payments, {}, other);
    expect((await ownDonationDetail(donor, a.donation.id)).map((d) => d._id)).toEqual([a.donation.id]);
    expect(await ownDonationDetail(donor, "all")).toHaveLength(1);
    await expect(ownDonationDetail(donor, theirs.donation.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(ownDonationDetail(donor, "nonsense")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("names the gift a checkout made for the return page, and nothing for an unknown or malformed session", async () => {
    const { donation, sessionId } = await give(payments, { donationAmount: 25, recurring: true });
    expect(await giftOfCheckout(sessionId)).toEqual({
      amountCents: 2500,
      frequency: "monthly",
      status: "pending",
      hasEmail: true,
      isTest: false,
      receiptUrl: null,
      guest: true,
    });
    await deliver(payments, sessionCompleted(donation, sessionId));
    expect((await giftOfCheckout(sessionId))?.status).toBe("completed");
    expect(await giftOfCheckout("cs_test_unknown")).toBeNull();
    expect(await giftOfCheckout("'; drop table donations; --")).toBeNull();
    expect(await giftOfCheckout(undefined)).toBeNull();
  });
});

describe("receipts and statements", () => {
  it("give the donor (and tracking staff) a paid gift's receipt PDF, and no one else", async () => {
    const donor = await donorOf();
    const { donation, sessionId } = await give(payments, { donationAmount: 25 }, donor);
    await expect(receiptPdf(donor, donation.id)).rejects.toBeInstanceOf(NotFoundError); // not paid yet
    await deliver(payments, sessionCompleted(donation, sessionId));
    const { fileName, pdf } = await receiptPdf(donor, donation.id);
    expect(fileName).toMatch(/^receipt-MMF-\d{6}\.pdf$/);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    await expect(receiptPdf(actorFor(await createUser({ role: "admin" })), donation.id)).resolves.toBeTruthy();
    await expect(receiptPdf(await donorOf(), donation.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(receiptPdf(actorFor(await createUser({ role: "admin", allowedTabs: ["content"] })), donation.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(receiptPdf(null, donation.id)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("withdraw a refunded gift's receipt: no PDF, and its history entry offers none", async () => {
    const donor = await donorOf();
    const { donation, sessionId } = await give(payments, { donationAmount: 25 }, donor);
    await deliver(payments, sessionCompleted(donation, sessionId));
    await expect(receiptPdf(donor, donation.id)).resolves.toBeTruthy();
    await deliver(payments, stripeEvent("charge.refunded", { refunded: true, payment_intent: `pi_${donation.id.slice(0, 8)}` }));
    await expect(receiptPdf(donor, donation.id)).rejects.toThrow("Receipt not found.");
    expect(await listOwnDonations(donor)).toEqual([expect.objectContaining({ _id: donation.id, status: "refunded", hasReceipt: false })]);
  });

  it("gather a calendar year's paid gifts in one statement, and refuse a year that is not one", async () => {
    const donor = await donorOf();
    for (const amount of [10, 20]) {
      const { donation, sessionId } = await give(payments, { donationAmount: amount }, donor);
      await deliver(payments, sessionCompleted(donation, sessionId));
    }
    const year = new Date().getUTCFullYear();
    const { fileName, pdf } = await yearlyStatementPdf(donor, String(year));
    expect(fileName).toBe(`donations-${year}.pdf`);
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(yearlyStatementPdf(donor, "1999")).rejects.toBeInstanceOf(InvalidError);
    await expect(yearlyStatementPdf(donor, String(year + 1))).rejects.toBeInstanceOf(InvalidError);
    await expect(yearlyStatementPdf(donor, "2026.5")).rejects.toBeInstanceOf(InvalidError);
    const pending = actorFor(await createUser({ role: "user", status: "pending" }));
    await expect(yearlyStatementPdf(pending, String(year))).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("leave a test gift (no money taken) out of the statement, counted in a line; its own receipt says it is a test", async () => {
    const donor = await donorOf();
    const real = await give(payments, { donationAmount: 10 }, donor);
    await deliver(payments, sessionCompleted(real.donation, real.sessionId));
    const stripeTest = new MemoryPayments({ kind: "stripe", livemode: false });
    setPaymentsForTests(stripeTest);
    const test = await give(stripeTest, { donationAmount: 70 }, donor).finally(() => setPaymentsForTests(payments));
    await deliver(payments, sessionCompleted(test.donation, test.sessionId));

    const text = (await pdfText((await yearlyStatementPdf(donor, String(new Date().getUTCFullYear()))).pdf)).join("\n");
    expect(text).toContain("Donations 1");
    expect(text).not.toContain("$70.00");
    expect(text).toMatch(/Total for \d{4} \$10\.00/);
    expect(text).toMatch(/1 test gift of \d{4} \(no money taken\) is not listed\./);
    expect(await listOwnDonations(donor)).toEqual([
      expect.objectContaining({ _id: test.donation.id, isTest: true, hasReceipt: true }),
      expect.objectContaining({ _id: real.donation.id, isTest: false }),
    ]);
    const receipt = (await pdfText((await receiptPdf(donor, test.donation.id)).pdf)).join("\n");
    expect(receipt).toContain("Payment Test — no money taken");
  });
});
