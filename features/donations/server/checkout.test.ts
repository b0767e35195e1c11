import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { donationPlans, donations } from "@/lib/db/schema";
import { AppError, InvalidError, RateLimitedError } from "@/lib/errors";
import { setPaymentsForTests } from "@/lib/payments";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { deliver, donationOf, give, invoicePaid, planOf, sessionCompleted } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import { ABANDONED_AFTER_MS, createCheckoutSession, expireAbandonedCheckouts } from "./checkout";

const payments = new MemoryPayments();
beforeAll(() => setPaymentsForTests(payments));
beforeEach(async () => {
  await resetDb();
  payments.clear();
});

const guest = (body: Record<string, unknown>) => createCheckoutSession(null, body, { ip: "203.0.113.9" });

describe("createCheckoutSession", () => {
  it("stores a pending one-time gift in cents, then a payment checkout naming it, and answers the url", async () => {
    const result = await guest({
      donationAmount: 25,
      currency: "usd",
      message: "For the schools",
      anonymous: false,
      recurring: false,
      donerName: "Ana",
      email: "Ana@Example.org",
    });
    const { request, session } = payments.lastCheckout();
    expect(result).toEqual({ success: true, url: session.url, sessionId: session.id, donationAmount: 25, donationId: expect.any(String) });
    expect(request).toMatchObject({
      donationId: result.donationId,
      mode: "payment",
      amountCents: 2500,
      currency: "usd",
      customerEmail: "ana@example.org",
    });
    expect(request.planId).toBeUndefined();
    expect(request.successUrl).toBe("http://localhost:3000/donation?status=success&session_id={CHECKOUT_SESSION_ID}");
    expect(request.cancelUrl).toBe("http://localhost:3000/donation?status=failed");
    expect(await donationOf(result.donationId)).toMatchObject({
      status: "pending",
      amountCents: 2500,
      donationType: "one-time",
      donorName: "Ana",
      donorEmail: "ana@example.org",
      message: "For the schools",
      checkoutSessionId: session.id,
      userId: null,
    });
  });

  it("marks a gift (and its plan, and the plan's renewals) a test gift when the payments adapter takes no money", async () => {
    const adapters = [
      ["Stripe, live key", payments, false],
      ["Stripe's test mode", new MemoryPayments({ kind: "stripe", livemode: false }), true],
      ["the embedded test checkout", new MemoryPayments({ kind: "embedded" }), true],
    ] as const;
    try {
      for (const [name, adapter, isTest] of adapters) {
        setPaymentsForTests(adapter);
        const { donation: once } = await give(adapter, { donationAmount: 10 });
        expect(once.isTest, name).toBe(isTest);
        const { donation, sessionId } = await give(adapter, { donationAmount: 12, recurring: true });
        expect(donation.isTest, name).toBe(isTest);
        const plan = await planOf(donation.planId!);
        expect(plan.isTest, name).toBe(isTest);
        await deliver(adapter, sessionCompleted(donation, sessionId));
        await deliver(adapter, invoicePaid(plan, `in_renewal_${plan.id}`, "subscription_cycle"));
        const [renewal] = await getDb().then((db) =>
          db
            .select()
            .from(donations)
            .where(eq(donations.invoiceId, `in_renewal_${plan.id}`)),
        );
        expect(renewal, name).toMatchObject({ status: "completed", isTest });
      }
    } finally {
      setPaymentsForTests(payments);
    }
  });

  it("makes a monthly gift a plan and a subscription checkout", async () => {
    const { donation } = await give(payments, { recurring: true, donationAmount: 12.34 });
    const { request } = payments.lastCheckout();
    expect(request).toMatchObject({ mode: "subscription", amountCents: 1234, planId: donation.planId });
    expect(await planOf(donation.planId!)).toMatchObject({ status: "pending", amountCents: 1234, donorEmail: "guest@example.org" });
    expect(donation.donationType).toBe("monthly");
  });

  it("accepts the earlier client's names for the same fields (isAnonymous, donationType)", async () => {
    const result = await guest({ donationAmount: 50, isAnonymous: true, donationType: "monthly" });
    expect(await donationOf(result.donationId)).toMatchObject({
      isAnonymous: true,
      donationType: "monthly",
      donorName: null,
      donorEmail: null,
    });
  });

  it("takes a signed-in donor's name and e-mail from the account, never from the body", async () => {
    const user = await createUser({ role: "user", name: "Signed Donor", email: "signed@example.org" });
    const result = await createCheckoutSession(actorFor(user), { donationAmount: 10, donerName: "Someone Else" }, { ip: "x" });
    expect(await donationOf(result.donationId)).toMatchObject({
      userId: user.id,
      donorName: "Signed Donor",
      donorEmail: "signed@example.org",
    });
    await expect(
      createCheckoutSession(actorFor(user), { donationAmount: 10, email: "other@example.org" }, { ip: "x" }),
    ).resolves.toBeTruthy();
    expect(payments.lastCheckout().request.customerEmail).toBe("signed@example.org");
  });

  it.each([
    [{}, "Please enter a donation amount"],
    [{ donationAmount: 0.5 }, "The smallest donation is $1"],
    [{ donationAmount: 10.001 }, "Please enter an amount with at most two decimal places"],
    [{ donationAmount: 10_000.01 }, "The largest donation online is $10,000; please contact us for a larger gift"],
    [{ donationAmount: "abc" }, "Please enter a donation amount"],
    [{ donationAmount: 10, currency: "eur" }, "Donations are in US dollars (usd)"],
    [{ donationAmount: 10, recurring: true, donationType: "one-time" }, "recurring and donationType disagree"],
    [{ donationAmount: 10, role: "admin" }, "Unexpected field: role"],
    [{ donationAmount: 10, message: "x".repeat(501) }, "Message must be at most 500 characters"],
  ])("refuses %j with a clear 422 and stores nothing", async (body, message) => {
    const error = await guest(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as InvalidError).message).toBe(message);
    expect(await countRows(donations)).toBe(0);
    expect(payments.checkouts).toHaveLength(0);
  });

  it("accepts the limits themselves and amounts sent as text", async () => {
    await expect(guest({ donationAmount: 1 })).resolves.toMatchObject({ donationAmount: 1 });
    await expect(guest({ donationAmount: 10_000 })).resolves.toMatchObject({ donationAmount: 10_000 });
    await expect(guest({ donationAmount: "19.99" })).resolves.toMatchObject({ donationAmount: 19.99 });
    expect(payments.checkouts.map((c) => c.request.amountCents)).toEqual([100, 1_000_000, 1999]);
  });

  it("removes the stored gift and plan when the provider cannot be reached (502), so nothing is orphaned", async () => {
    payments.failNext();
    const error = await guest({ donationAmount: 25, recurring: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(502);
    expect((error as AppError).message).toContain("Nothing was charged");
    expect(await countRows(donations)).toBe(0);
    expect(await countRows(donationPlans)).toBe(0);
  });

  it("is rate limited per client: the 21st checkout within an hour gets 429 and stores nothing", async () => {
    for (let i = 0; i < 20; i++) await guest({ donationAmount: 5 });
    await expect(guest({ donationAmount: 5 })).rejects.toBeInstanceOf(RateLimitedError);
    expect(await countRows(donations)).toBe(20);
    // Another network still may.
    await expect(createCheckoutSession(null, { donationAmount: 5 }, { ip: "198.51.100.1" })).resolves.toBeTruthy();
  });
});

describe("expireAbandonedCheckouts", () => {
  it("expires gifts still pending after four days (Stripe's day and its three days of retries) and their plans, and nothing newer", async () => {
    const old = await give(payments, { recurring: true });
    const fresh = await give(payments);
    const later = new Date(Date.now() + ABANDONED_AFTER_MS + 60 * 60_000);
    // Only the checkouts created before the cutoff: none a day and more on, both four days and an hour on.
    expect(await expireAbandonedCheckouts(new Date(Date.now() + 26 * 60 * 60_000))).toBe(0);
    expect(await expireAbandonedCheckouts(later)).toBe(2);
    expect((await donationOf(old.donation.id)).status).toBe("expired");
    expect((await donationOf(fresh.donation.id)).status).toBe("expired");
    expect((await planOf(old.donation.planId!)).status).toBe("canceled");
    expect(await expireAbandonedCheckouts(later)).toBe(0);
  });
});
