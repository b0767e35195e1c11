import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { donationPlans, donations, outbox, paymentEvents, paymentRefunds } from "@/lib/db/schema";
import { setPaymentsForTests, signedEvent, stripeEvent, WebhookSignatureError } from "@/lib/payments";
import { actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { MemoryPayments } from "@/test/memory-payments";
import { mailbox } from "@/test/smtp";
import { deliver, donationOf, give, invoicePaid, planOf, sessionCompleted } from "@/test/donations";
import { ABANDONED_AFTER_MS, expireAbandonedCheckouts } from "./checkout";
import { handleWebhook } from "./fulfil";
import { cancelOwnPlan } from "./plans";
import { donationTotals } from "./tracking";

const payments = new MemoryPayments();
beforeAll(() => setPaymentsForTests(payments));
beforeEach(async () => {
  await resetDb();
  payments.clear();
  mailbox.clear();
});

const staff = async () => actorFor(await createUser({ role: "admin" }));
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe("the webhook's signature", () => {
  it("refuses unsigned, forged, tampered and stale events with 400 and writes nothing", async () => {
    const { donation, sessionId } = await give(payments);
    const event = sessionCompleted(donation, sessionId);
    const body = JSON.stringify(event);
    const forged = signedEvent(event, "whsec_someone_else");
    const stale = payments.sign(event, Math.floor(Date.now() / 1000) - 600);
    const good = payments.sign(event);
    const attempts: [string, string | null][] = [
      [body, null], // the earlier client's unsigned body
      [body, "t=1,v1=deadbeef"],
      [forged.body, forged.signature],
      [good.body.replace('"amount_total":2500', '"amount_total":1'), good.signature],
      [stale.body, stale.signature],
      ["not json", payments.sign({}).signature],
    ];
    for (const [raw, signature] of attempts) {
      const error = await handleWebhook(raw, signature).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WebhookSignatureError);
      expect((error as WebhookSignatureError).status).toBe(400);
    }
    expect(await countRows(paymentEvents)).toBe(0);
    expect((await donationOf(donation.id)).status).toBe("pending");
  });
});

describe("a one-time gift", () => {
  it("is counted only once paid: completed with a receipt number, and its receipt mailed with the PDF", async () => {
    const { donation, sessionId } = await give(payments, { donationAmount: 25.5 });
    expect(donation).toMatchObject({ status: "pending", amountCents: 2550, receiptNumber: null });
    expect((await donationTotals(await staff())).totalCents).toBe(0);

    expect(await deliver(payments, sessionCompleted(donation, sessionId))).toEqual({ duplicate: false });
    const paid = await donationOf(donation.id);
    expect(paid).toMatchObject({ status: "completed", amountCents: 2550, paymentIntentId: `pi_${donation.id.slice(0, 8)}` });
    expect(paid.receiptNumber).toBeGreaterThan(0);
    expect(paid.completedAt).toBeInstanceOf(Date);
    expect((await donationTotals(await staff())).totalCents).toBe(2550);

    await deliverOutbox();
    const [mail] = mailbox.to("guest@example.org");
    expect(mail?.subject).toMatch(/^Thank you for your donation: receipt MMF-\d{6}$/);
    expect(mail?.text).toContain("$25.50");
    expect(mail?.text).not.toContain("Cancel my monthly donation");
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ contentType: "application/pdf" });
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("changes nothing when the same event is replayed: one row, one receipt", async () => {
    const { donation, sessionId } = await give(payments);
    const event = sessionCompleted(donation, sessionId);
    expect(await deliver(payments, event)).toEqual({ duplicate: false });
    const first = await donationOf(donation.id);
    expect(await deliver(payments, event)).toEqual({ duplicate: true });
    expect(await donationOf(donation.id)).toEqual(first);
    // A second, different event saying the same (async_payment_succeeded) finds nothing pending.
    await deliver(payments, { ...sessionCompleted(donation, sessionId), type: "checkout.session.async_payment_succeeded" });
    expect(await donationOf(donation.id)).toEqual(first);
    await deliverOutbox();
    expect(mailbox.to("guest@example.org")).toHaveLength(1);
  });

  it("stays pending while an async payment is unpaid, then completes or fails", async () => {
    const a = await give(payments);
    await deliver(payments, sessionCompleted(a.donation, a.sessionId, { payment_status: "unpaid" }));
    expect((await donationOf(a.donation.id)).status).toBe("pending");
    await deliver(payments, { ...sessionCompleted(a.donation, a.sessionId), type: "checkout.session.async_payment_succeeded" });
    expect((await donationOf(a.donation.id)).status).toBe("completed");

    const b = await give(payments);
    await deliver(
      payments,
      stripeEvent("checkout.session.async_payment_failed", { id: b.sessionId, metadata: { donationId: b.donation.id } }),
    );
    expect((await donationOf(b.donation.id)).status).toBe("failed");
    // A late "completed" for a failed payment changes nothing.
    await deliver(payments, sessionCompleted(b.donation, b.sessionId));
    expect((await donationOf(b.donation.id)).status).toBe("failed");
  });

  it("expires with its checkout, and a monthly plan whose checkout expired never starts", async () => {
    const { donation, sessionId } = await give(payments, { recurring: true });
    await deliver(
      payments,
      stripeEvent("checkout.session.expired", { id: sessionId, metadata: { donationId: donation.id, planId: donation.planId! } }),
    );
    expect((await donationOf(donation.id)).status).toBe("expired");
    expect((await planOf(donation.planId!)).status).toBe("canceled");
  });

  it("takes the e-mail and name from the checkout when a guest gave none", async () => {
    const { donation, sessionId } = await give(payments, { email: undefined, donerName: undefined, anonymous: true });
    expect(donation).toMatchObject({ donorEmail: null, donorName: null });
    await deliver(payments, sessionCompleted(donation, sessionId, { customer_details: { email: "Paid@Example.org", name: "Pat" } }));
    expect(await donationOf(donation.id)).toMatchObject({ donorEmail: "paid@example.org", donorName: "Pat", isAnonymous: true });
  });

  it("acknowledges and ignores event types it does not handle (recorded, nothing else)", async () => {
    expect(await deliver(payments, stripeEvent("customer.created", { id: "cus_1" }))).toEqual({ duplicate: false });
    expect(await countRows(paymentEvents)).toBe(1);
    expect(await countRows(donations)).toBe(0);
  });
});

describe("refunds", () => {
  it("take a refunded gift out of every total, and a replay changes nothing", async () => {
    const admin = await staff();
    const { donation, sessionId } = await give(payments, { donationAmount: 40 });
    await deliver(payments, sessionCompleted(donation, sessionId));
    expect((await donationTotals(admin)).totalCents).toBe(4000);
    const refund = stripeEvent("charge.refunded", { id: "ch_1", refunded: true, payment_intent: `pi_${donation.id.slice(0, 8)}` });
    await deliver(payments, refund);
    expect(await donationOf(donation.id)).toMatchObject({ status: "refunded" });
    expect(await donationTotals(admin)).toMatchObject({ totalCents: 0, thisMonthCents: 0, completedCount: 0 });
    expect(await deliver(payments, refund)).toEqual({ duplicate: true });
  });

  it("leave a partly refunded gift as it is", async () => {
    const { donation, sessionId } = await give(payments);
    await deliver(payments, sessionCompleted(donation, sessionId));
    await deliver(
      payments,
      stripeEvent("charge.refunded", { refunded: false, amount_refunded: 500, payment_intent: `pi_${donation.id.slice(0, 8)}` }),
    );
    expect((await donationOf(donation.id)).status).toBe("completed");
  });

  it("arriving before the payment they refund, apply once it arrives: refunded, no receipt", async () => {
    const { donation, sessionId } = await give(payments);
    await deliver(payments, stripeEvent("charge.refunded", { refunded: true, payment_intent: `pi_${donation.id.slice(0, 8)}` }));
    expect(await countRows(paymentRefunds)).toBe(1);
    await deliver(payments, sessionCompleted(donation, sessionId));
    expect((await donationOf(donation.id)).status).toBe("refunded");
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
  });

  it("find a renewal's gift through the invoice its payment paid", async () => {
    const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: 15 });
    const plan = await planOf(donation.planId!);
    await deliver(payments, sessionCompleted(donation, sessionId));
    await deliver(payments, invoicePaid(plan, "in_renewal", "subscription_cycle"));
    payments.invoices.set("pi_renewal", "in_renewal");
    await deliver(payments, stripeEvent("charge.refunded", { refunded: true, payment_intent: "pi_renewal" }));
    const db = await getDb();
    const [renewal] = await db.select().from(donations).where(eq(donations.invoiceId, "in_renewal"));
    expect(renewal).toMatchObject({ status: "refunded", paymentIntentId: "pi_renewal" });
    expect((await donationOf(donation.id)).status).toBe("completed");
  });
});

describe("a monthly gift", () => {
  it("becomes a plan: the first payment completes the checkout's gift once, whichever of the two events comes first", async () => {
    for (const order of ["session first", "invoice first"] as const) {
      await resetDb();
      mailbox.clear();
      const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: 20 });
      const plan = await planOf(donation.planId!);
      expect(plan).toMatchObject({ status: "pending", amountCents: 2000 });
      const events = [
        sessionCompleted(donation, sessionId),
        invoicePaid(plan, "in_first", "subscription_create", {
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: `sub_${plan.id.slice(0, 8)}`, metadata: { planId: plan.id, donationId: donation.id } },
          },
        }),
      ];
      if (order === "invoice first") events.reverse();
      for (const event of events) await deliver(payments, event);
      expect(await countRows(donations), order).toBe(1);
      expect(await donationOf(donation.id), order).toMatchObject({ status: "completed", invoiceId: "in_first", donationType: "monthly" });
      expect(await planOf(plan.id), order).toMatchObject({ status: "active", stripeSubscriptionId: `sub_${plan.id.slice(0, 8)}` });
      await deliverOutbox();
      const mails = mailbox.to("guest@example.org");
      expect(mails, order).toHaveLength(1);
      expect(mails[0]?.text).toContain("/donation/cancel?plan=");
    }
  });

  it("counts each renewal once per invoice, with its own receipt", async () => {
    const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: 20 });
    const plan = await planOf(donation.planId!);
    await deliver(payments, sessionCompleted(donation, sessionId));
    await deliver(payments, invoicePaid(plan, "in_2", "subscription_cycle"));
    // The same invoice again under another event id (Stripe may send both invoice.paid and a redelivery).
    await deliver(payments, invoicePaid(plan, "in_2", "subscription_cycle"));
    await deliver(payments, invoicePaid(plan, "in_3", "subscription_cycle"));
    const db = await getDb();
    const rows = await db.select().from(donations).where(eq(donations.planId, plan.id));
    expect(rows.map((r) => [r.invoiceId, r.status]).sort()).toEqual(
      [
        ["in_2", "completed"],
        ["in_3", "completed"],
        [null, "completed"],
      ].sort(),
    );
    expect(new Set(rows.map((r) => r.receiptNumber)).size).toBe(3);
    expect((await donationTotals(await staff())).totalCents).toBe(6000);
    await deliverOutbox();
    expect(mailbox.to("guest@example.org")).toHaveLength(3);
  });

  it("shows a failed renewal as failed (never counted), marks the plan past due, and completes it when the invoice is paid later", async () => {
    const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: 20 });
    const plan = await planOf(donation.planId!);
    await deliver(payments, sessionCompleted(donation, sessionId, {}, { created: at("2026-11-01T00:00:00Z") }));
    const failed = invoicePaid(plan, "in_late", "subscription_cycle", { amount_paid: 0 }, { created: at("2026-12-01T00:00:00Z") });
    await deliver(payments, { ...failed, type: "invoice.payment_failed" });
    const db = await getDb();
    const [row] = await db.select().from(donations).where(eq(donations.invoiceId, "in_late"));
    expect(row).toMatchObject({ status: "failed", amountCents: 2000, receiptNumber: null });
    expect((await planOf(plan.id)).status).toBe("past_due");
    expect((await donationTotals(await staff())).totalCents).toBe(2000);

    await deliver(payments, invoicePaid(plan, "in_late", "subscription_cycle", {}, { created: at("2026-12-03T00:00:00Z") }));
    expect((await donationOf(row!.id)).status).toBe("completed");
    expect((await planOf(plan.id)).status).toBe("active");
    expect(await countRows(donations)).toBe(2);
  });

  it("takes its status from the newest subscription event, and stays canceled once canceled", async () => {
    const { donation, sessionId } = await give(payments, { recurring: true });
    const plan = await planOf(donation.planId!);
    const sub = `sub_${plan.id.slice(0, 8)}`;
    await deliver(payments, sessionCompleted(donation, sessionId, {}, { created: at("2026-11-01T00:00:00Z") }));
    const update = (status: string, when: string) =>
      stripeEvent(
        "customer.subscription.updated",
        { id: sub, status: status as "active", metadata: { planId: plan.id } },
        { created: at(when) },
      );
    await deliver(payments, update("past_due", "2026-11-10T00:00:00Z"));
    await deliver(payments, update("active", "2026-11-05T00:00:00Z")); // older, delivered late
    expect((await planOf(plan.id)).status).toBe("past_due");
    await deliver(
      payments,
      stripeEvent("customer.subscription.deleted", { id: sub, status: "canceled" }, { created: at("2026-11-20T00:00:00Z") }),
    );
    await deliver(payments, update("active", "2026-11-30T00:00:00Z"));
    expect(await planOf(plan.id)).toMatchObject({ status: "canceled" });
    expect((await donationTotals(await staff())).recurringMonthlyCents).toBe(0);
  });
});

describe("late payments", () => {
  it("complete a gift the hourly job gave up on (a delayed payment method, events held up a day), with its receipt", async () => {
    const { donation, sessionId } = await give(payments);
    await expireAbandonedCheckouts(new Date(Date.now() + ABANDONED_AFTER_MS + 60 * 60_000));
    expect((await donationOf(donation.id)).status).toBe("expired");
    await deliver(payments, sessionCompleted(donation, sessionId));
    const paid = await donationOf(donation.id);
    expect(paid).toMatchObject({ status: "completed", completedAt: expect.any(Date) });
    expect(paid.receiptNumber).toBeGreaterThan(0);
    expect((await donationTotals(await staff())).totalCents).toBe(2500);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(1);
  });

  it("of a monthly plan cancelled while its checkout was open count, and end the subscription they started", async () => {
    const donor = actorFor(await createUser({ role: "user" }));
    const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: 15 }, donor);
    const planId = donation.planId!;
    const sub = `sub_${planId.slice(0, 8)}`;
    await cancelOwnPlan(donor, planId);
    expect(payments.cancelled).toEqual([]); // no subscription yet

    await deliver(payments, sessionCompleted(donation, sessionId));
    expect(await planOf(planId)).toMatchObject({ status: "canceled", stripeSubscriptionId: sub });
    expect((await donationOf(donation.id)).status).toBe("completed"); // the money came
    await deliverOutbox();
    expect(payments.cancelled).toEqual([sub]);

    // A renewal charged before the provider heard: counted, and the subscription ended (again).
    await deliver(payments, invoicePaid(await planOf(planId), "in_after_cancel", "subscription_cycle"));
    await deliverOutbox();
    expect(payments.cancelled).toEqual([sub, sub]);
    expect(await planOf(planId)).toMatchObject({ status: "canceled" });
  });

  it("change nothing once the plan's own cancel ended the subscription (its deleted event)", async () => {
    const donor = actorFor(await createUser({ role: "user" }));
    const { donation, sessionId } = await give(payments, { recurring: true }, donor);
    const sub = `sub_${donation.planId!.slice(0, 8)}`;
    await deliver(payments, sessionCompleted(donation, sessionId));
    await cancelOwnPlan(donor, donation.planId!);
    await deliver(payments, stripeEvent("customer.subscription.deleted", { id: sub, status: "canceled" }));
    await deliverOutbox();
    expect(payments.cancelled).toEqual([sub]);
  });
});

describe("the same events at once (real PostgreSQL)", () => {
  it("apply once: five deliveries of one event, and three invoice.paid events of one renewal", async () => {
    const { requirePostgres } = await import("@/test/postgres");
    await requirePostgres();
    const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: 30 });
    const plan = await planOf(donation.planId!);
    const event = sessionCompleted(donation, sessionId);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payments, event)));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);

    await Promise.all(Array.from({ length: 3 }, () => deliver(payments, invoicePaid(plan, "in_race", "subscription_cycle"))));
    const db = await getDb();
    expect(await db.select().from(donations).where(eq(donations.invoiceId, "in_race"))).toHaveLength(1);
    expect(await countRows(donations)).toBe(2);
    expect(await countRows(outbox)).toBe(2);
    expect(await db.select().from(donationPlans).where(eq(donationPlans.status, "active"))).toHaveLength(1);
  });
  it("end refunded when a refund and the payment it refunds arrive at once, whichever commits first", async () => {
    const { requirePostgres } = await import("@/test/postgres");
    await requirePostgres();
    for (let round = 0; round < 8; round++) {
      const { donation, sessionId } = await give(payments);
      const refund = stripeEvent("charge.refunded", { refunded: true, payment_intent: `pi_${donation.id.slice(0, 8)}` });
      await Promise.all([deliver(payments, sessionCompleted(donation, sessionId)), deliver(payments, refund)]);
      expect((await donationOf(donation.id)).status, `round ${round}`).toBe("refunded");
    }
    expect((await donationTotals(await staff())).totalCents).toBe(0);
  });

  it("end a subscription whose first payment meets the donor's cancel", async () => {
    const { requirePostgres } = await import("@/test/postgres");
    await requirePostgres();
    for (let round = 0; round < 5; round++) {
      const donor = actorFor(await createUser({ role: "user" }));
      const { donation, sessionId } = await give(payments, { recurring: true }, donor);
      await Promise.all([cancelOwnPlan(donor, donation.planId!), deliver(payments, sessionCompleted(donation, sessionId))]);
      await deliverOutbox();
      expect(await planOf(donation.planId!), `round ${round}`).toMatchObject({ status: "canceled" });
      expect(payments.cancelled, `round ${round}`).toContain(`sub_${donation.planId!.slice(0, 8)}`);
    }
  });
});
