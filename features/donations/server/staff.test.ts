import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "@/lib/db/schema";
import { AppError, ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { createPayments, setPaymentsForTests, stripeEvent } from "@/lib/payments";
import { env } from "@/lib/config/env";
import { actorFor, auditsOf, createUser, getDb } from "@/test/db";
import { deliver, donationOf, give, planOf, sessionCompleted, withMemoryPayments } from "@/test/donations";
import { requirePostgres } from "@/test/postgres";
import { createCheckoutSession } from "./checkout";
import { RECEIPT_JOB } from "./receipts";
import { giftDetail, refundGift, resendReceipt } from "./staff";
import { finishTestCheckout } from "./test-checkout";

const payments = withMemoryPayments();

const staff = async () => actorFor(await createUser({ role: "admin" }));

/** A guest's paid one-time gift (Stripe, through MemoryPayments). */
async function paidGift(amount = 25) {
  const { donation, sessionId } = await give(payments, { donationAmount: amount });
  await deliver(payments, sessionCompleted(donation, sessionId));
  return donationOf(donation.id);
}

const receiptJobs = async () => (await getDb()).select().from(outbox).where(eq(outbox.kind, RECEIPT_JOB));
const chargeRefunded = (paymentIntentId: string) =>
  stripeEvent("charge.refunded", { id: `ch_${paymentIntentId}`, object: "charge", refunded: true, payment_intent: paymentIntentId });

describe("a gift's detail (Donation Tracking)", () => {
  it("shows the donor, amount, receipt number and every status with its time, recorded by the database", async () => {
    const admin = await staff();
    const gift = await paidGift(25);
    const detail = await giftDetail(admin, gift.id);
    expect(detail).toMatchObject({
      _id: gift.id,
      donerName: "Guest Giver",
      donorEmail: "guest@example.org",
      amountCents: 2500,
      status: "completed",
      receiptNumber: expect.stringMatching(/^MMF-\d{6}$/),
      canResendReceipt: true,
      canRefund: true,
      refundRequestedAt: null,
    });
    expect(detail.history.map((h) => [h.from, h.to])).toEqual([
      [null, "pending"],
      ["pending", "completed"],
    ]);
    for (const h of detail.history) expect(Date.parse(h.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("is staff's only, and an unknown gift is not found", async () => {
    const gift = await paidGift();
    const donor = actorFor(await createUser({ role: "user" }));
    await expect(giftDetail(donor, gift.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(giftDetail(await staff(), crypto.randomUUID())).rejects.toBeInstanceOf(NotFoundError);
    await expect(giftDetail(await staff(), "nope")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("resending a receipt", () => {
  it("puts the receipt mail in the outbox again and audits it with the staff member", async () => {
    const admin = await staff();
    const gift = await paidGift();
    expect(await receiptJobs()).toHaveLength(1);
    expect(await resendReceipt(admin, gift.id)).toEqual({ message: "The receipt is on its way to guest@example.org." });
    expect(await receiptJobs()).toHaveLength(2);
    const [audit] = await auditsOf(gift.id);
    expect(audit).toMatchObject({ action: "donation.resendReceipt", actorId: admin.id, actorEmail: admin.email, targetType: "donation" });
  });

  it("refuses a gift without a receipt with 409 and says why", async () => {
    const admin = await staff();
    const { donation } = await give(payments);
    const error = await resendReceipt(admin, donation.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toBe("Only a completed gift has a receipt to send. This gift is pending.");
    expect(await auditsOf(donation.id)).toEqual([]);
  });
});

describe("refunding a gift", () => {
  it("asks the provider once; the gift is refunded only when the provider's event arrives; audited with the staff member", async () => {
    const admin = await staff();
    const gift = await paidGift();
    const answer = await refundGift(admin, gift.id);
    expect(answer).toEqual({
      refunded: false,
      message: "The refund is asked for. The gift shows as refunded once the payment service confirms it.",
    });
    expect(payments.refunds).toEqual([{ donationId: gift.id, paymentIntentId: gift.paymentIntentId, invoiceId: null }]);
    expect(await donationOf(gift.id)).toMatchObject({ status: "completed", refundRequestedAt: expect.any(Date) });
    expect(await giftDetail(admin, gift.id)).toMatchObject({ canRefund: false, refundRequestedAt: expect.any(String) });

    const again = await refundGift(admin, gift.id).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ConflictError);
    expect((again as Error).message).toMatch(/^A refund of this gift is already under way/);

    await deliver(payments, chargeRefunded(gift.paymentIntentId!));
    const refunded = await donationOf(gift.id);
    expect(refunded).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });
    const detail = await giftDetail(admin, gift.id);
    expect(detail.history.map((h) => h.to)).toEqual(["pending", "completed", "refunded"]);
    expect(detail).toMatchObject({ canRefund: false, canResendReceipt: false, refundRequestedAt: null });
    const third = await refundGift(admin, gift.id).catch((e: unknown) => e);
    expect((third as Error).message).toBe("This gift is already refunded.");
    const audits = await auditsOf(gift.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "donation.refund", actorId: admin.id, details: { amountCents: 2500 } });
  });

  it("refuses a gift that is not completed with 409 and a clear message, and asks the provider nothing", async () => {
    const admin = await staff();
    const { donation } = await give(payments);
    const error = await refundGift(admin, donation.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as AppError).status).toBe(409);
    expect((error as Error).message).toBe("Only a completed gift can be refunded. This gift is pending: no money was taken for it.");
    expect(payments.refunds).toEqual([]);
    await expect(refundGift(actorFor(await createUser({ role: "user" })), donation.id)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("when the provider refuses or cannot be reached: 502, nothing refunded, and it can be tried again", async () => {
    const admin = await staff();
    const gift = await paidGift();
    payments.failNext();
    const error = await refundGift(admin, gift.id).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(502);
    expect((error as Error).message).toBe("We could not reach the payment service, so nothing was refunded. Please try again in a moment.");
    expect(await donationOf(gift.id)).toMatchObject({ status: "completed", refundRequestedAt: null });
    expect(await auditsOf(gift.id)).toEqual([]);
    await refundGift(admin, gift.id);
    expect(payments.refunds).toHaveLength(1);
  });

  it("in the embedded test mode: one-time and monthly gifts are refunded through the signed event at once", async () => {
    setPaymentsForTests(createPayments(env()));
    const admin = await staff();
    for (const body of [{ donationAmount: 20 }, { donationAmount: 12, recurring: true }]) {
      const { sessionId, donationId } = await createCheckoutSession(
        null,
        { email: "e@example.org", donerName: "E", ...body },
        { ip: "refund" },
      );
      await finishTestCheckout({ session: sessionId, outcome: "paid" });
      expect((await refundGift(admin, donationId)).message).toBe("The gift is refunded. It no longer counts in the totals.");
      expect(await donationOf(donationId), JSON.stringify(body)).toMatchObject({ status: "refunded" });
    }
  });

  it("two staff refunding at once (real PostgreSQL): one refund asked for, the other told it is under way", async () => {
    await requirePostgres();
    const admin = await staff();
    const other = actorFor(await createUser({ role: "superadmin" }));
    for (let round = 0; round < 5; round++) {
      payments.clear();
      const gift = await paidGift();
      const results = await Promise.allSettled([refundGift(admin, gift.id), refundGift(other, gift.id)]);
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual(["fulfilled", "rejected"]);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason, `round ${round}`).toBeInstanceOf(ConflictError);
      expect(payments.refunds, `round ${round}`).toHaveLength(1);
      expect(await auditsOf(gift.id), `round ${round}`).toHaveLength(1);
    }
  });

  it("a refund of a monthly gift names its invoice (Stripe finds the payment it was paid with)", async () => {
    const admin = await staff();
    const donor = actorFor(await createUser({ role: "user" }));
    const { donation, sessionId } = await give(payments, { recurring: true }, donor);
    await deliver(payments, sessionCompleted(donation, sessionId, { invoice: "in_first" }));
    expect((await planOf(donation.planId!)).status).toBe("active");
    await refundGift(admin, donation.id);
    expect(payments.refunds).toEqual([{ donationId: donation.id, paymentIntentId: null, invoiceId: "in_first" }]);
  });
});
