/**
 * POST /api/v1/userDonation/webhook with validly signed events whose content is not what Stripe
 * sends: each is refused with 400 and its reason, logged without the payload's personal data,
 * and changes nothing (not even the record of its id, so the fixed event is taken when it is sent
 * again). An event type fulfilment does not handle is 200 and recorded as ignored. And a property:
 * no mutation of any handled event, signed, ever answers anything but 200 or 400.
 */
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { donations, paymentEvents, type DonationPlanRow } from "@/lib/db/schema";
import { isCurrencyCode } from "@/lib/format/currency";
import { MAX_BODY_BYTES } from "@/lib/http";
import { setPaymentsForTests, stripeEvent } from "@/lib/payments";
import { signatureOf } from "@/lib/payments/sign";
import { callHandler, type Handler } from "@/test/api/request";
import { getDb, resetDb, tableDigests } from "@/test/db";
import { deliver, give, invoicePaid, planOf, sessionCompleted } from "@/test/donations";
import { encode, oneFieldHostile, setAt, valueAt, type Path } from "@/test/hostile";
import { MEMORY_WEBHOOK_SECRET, MemoryPayments } from "@/test/memory-payments";
import { POST } from "./route";
import { captureLogs } from "@/test/logs";

const payments = new MemoryPayments();
beforeAll(() => setPaymentsForTests(payments));
beforeEach(async () => {
  await resetDb();
  payments.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** `body` (any text) as Stripe posts it, signed now with the test adapter's secret. */
const post = (body: string) =>
  callHandler(POST as unknown as Handler, {
    method: "POST",
    route: "/api/v1/userDonation/webhook",
    body,
    headers: { "stripe-signature": signatureOf(body, MEMORY_WEBHOOK_SECRET) },
  });

// ── The events of each handled type, about real rows ──

/** A one-time gift waiting for its payment: its checkout's completion. */
async function pendingGift() {
  const { donation, sessionId } = await give(payments);
  return { donation, sessionId, event: sessionCompleted(donation, sessionId) };
}

/** A guest's monthly plan, its first payment made: the plan (active) and its first gift. */
async function activePlan(): Promise<DonationPlanRow> {
  const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: 20 });
  await deliver(payments, sessionCompleted(donation, sessionId));
  return planOf(donation.planId!);
}

let serial = 0;
/** An id no other event of the test file has (Stripe's are unique too). */
const unique = (prefix: string) => `${prefix}_${++serial}`;

/** One valid event of every handled type, each about fresh rows it changes when applied. */
const TEMPLATES: Record<string, () => Promise<object>> = {
  "checkout.session.completed": async () => (await pendingGift()).event,
  "checkout.session.async_payment_succeeded": async () => ({
    ...(await pendingGift()).event,
    type: "checkout.session.async_payment_succeeded",
  }),
  "checkout.session.async_payment_failed": async () => {
    const { donation, sessionId } = await give(payments);
    return stripeEvent("checkout.session.async_payment_failed", {
      id: sessionId,
      metadata: { donationId: donation.id },
      client_reference_id: donation.id,
    });
  },
  "checkout.session.expired": async () => {
    const { donation, sessionId } = await give(payments, { recurring: true });
    return stripeEvent("checkout.session.expired", { id: sessionId, metadata: { donationId: donation.id, planId: donation.planId! } });
  },
  "invoice.paid": async () =>
    invoicePaid(await activePlan(), unique("in_renewal"), "subscription_cycle", {
      customer_email: "guest@example.org",
      status_transitions: { paid_at: Math.floor(Date.now() / 1000) },
    }),
  "invoice.payment_failed": async () => ({
    ...invoicePaid(await activePlan(), unique("in_failed"), "subscription_cycle"),
    type: "invoice.payment_failed",
  }),
  "customer.subscription.created": async () => subscriptionEvent("customer.subscription.created", await activePlan(), "active"),
  "customer.subscription.updated": async () => subscriptionEvent("customer.subscription.updated", await activePlan(), "past_due"),
  "customer.subscription.deleted": async () => subscriptionEvent("customer.subscription.deleted", await activePlan(), "canceled"),
  "charge.refunded": async () => {
    const { donation, event } = await pendingGift();
    await deliver(payments, event);
    return stripeEvent("charge.refunded", { id: unique("ch"), refunded: true, payment_intent: `pi_${donation.id.slice(0, 8)}` });
  },
};

function subscriptionEvent(
  type: "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted",
  plan: DonationPlanRow,
  status: string,
) {
  return stripeEvent(type, {
    id: plan.stripeSubscriptionId!,
    status: status as "active",
    customer: plan.stripeCustomerId!,
    metadata: { planId: plan.id },
  });
}

// ── Malformed events ──

type Case = { name: string; type: keyof typeof TEMPLATES; path: Path; value: unknown };
const object = (...path: Path): Path => ["data", "object", ...path];
/**
 * Each answered 500 before events were parsed (a database error half-way), or was taken as it
 * came (the renewal in a 1,000-character currency became a completed gift).
 */
const MALFORMED: Case[] = [
  { name: "created not a number", type: "checkout.session.completed", path: ["created"], value: "yesterday" },
  { name: "created far beyond any date", type: "checkout.session.completed", path: ["created"], value: 1e20 },
  { name: "amount_total as text", type: "checkout.session.completed", path: object("amount_total"), value: "2500" },
  { name: "amount_total huge", type: "checkout.session.completed", path: object("amount_total"), value: 1e20 },
  { name: "amount_total negative", type: "checkout.session.completed", path: object("amount_total"), value: -2500 },
  { name: "amount_total a fraction of a cent", type: "checkout.session.completed", path: object("amount_total"), value: 2500.5 },
  { name: "NUL in the event's id", type: "checkout.session.completed", path: ["id"], value: "evt_1\u0000" },
  { name: "an event id of 1,000 characters", type: "checkout.session.completed", path: ["id"], value: `evt_${"x".repeat(1000)}` },
  { name: "NUL in the session's id", type: "checkout.session.completed", path: object("id"), value: "cs_1\u0000" },
  { name: "NUL in the payment intent", type: "checkout.session.completed", path: object("payment_intent"), value: "pi_1\u0000" },
  {
    name: "NUL in the e-mail",
    type: "checkout.session.completed",
    path: object("customer_details"),
    value: { email: "pat\u0000@example.org" },
  },
  { name: "NUL in the name", type: "checkout.session.completed", path: object("customer_details"), value: { name: "Pat\u0000" } },
  { name: "a mode of 1,000 characters", type: "checkout.session.completed", path: object("mode"), value: "p".repeat(1000) },
  { name: "NUL in a plan id", type: "checkout.session.expired", path: object("metadata", "planId"), value: "\u0000" },
  { name: "a renewal in a 1,000-character currency", type: "invoice.paid", path: object("currency"), value: "u".repeat(1000) },
  { name: "a renewal in a currency with NUL", type: "invoice.paid", path: object("currency"), value: "us\u0000d" },
  { name: "a renewal in no known currency", type: "invoice.paid", path: object("currency"), value: "xyz" },
  { name: "amount_paid as text", type: "invoice.paid", path: object("amount_paid"), value: "2000" },
  { name: "amount_paid past an integer column", type: "invoice.paid", path: object("amount_paid"), value: 2 ** 31 },
  { name: "amount_paid huge", type: "invoice.paid", path: object("amount_paid"), value: 1e20 },
  { name: "paid_at not a number", type: "invoice.paid", path: object("status_transitions", "paid_at"), value: "now" },
  { name: "paid_at far beyond any date", type: "invoice.paid", path: object("status_transitions", "paid_at"), value: 1e15 },
  { name: "NUL in the invoice's id", type: "invoice.paid", path: object("id"), value: "in_1\u0000" },
  { name: "NUL in the invoice's e-mail", type: "invoice.paid", path: object("customer_email"), value: "g\u0000@example.org" },
  { name: "amount_due as text", type: "invoice.payment_failed", path: object("amount_due"), value: "x" },
  { name: "amount_due huge", type: "invoice.payment_failed", path: object("amount_due"), value: 1e20 },
  { name: "a failed renewal's currency with NUL", type: "invoice.payment_failed", path: object("currency"), value: "\u0000" },
  { name: "NUL in the subscription's id", type: "customer.subscription.updated", path: object("id"), value: "sub_1\u0000" },
  { name: "NUL in the subscription's status", type: "customer.subscription.updated", path: object("status"), value: "active\u0000" },
  { name: "refunded as text", type: "charge.refunded", path: object("refunded"), value: "yes" },
  { name: "NUL in a refund's payment intent", type: "charge.refunded", path: object("payment_intent"), value: "pi_1\u0000" },
  { name: "NUL in a type not handled", type: "checkout.session.completed", path: ["type"], value: "customer.created\u0000" },
];

describe("a validly signed event with malformed content", () => {
  it("is refused with 400 and its reason, logged without personal data; nothing is written, and the event fixed is taken", async () => {
    const answers: [string, number][] = [];
    for (const c of MALFORMED) {
      const valid = (await TEMPLATES[c.type]!()) as { id: string };
      const logs = captureLogs();
      const warnedBefore = logs.lines.filter((line) => line.level === "warn").length;
      const before = await tableDigests();
      const result = await post(encode(setAt(valid, c.path, c.value)));
      answers.push([c.name, result.status]);
      if (result.status !== 400) continue;
      expect(result.body.message, c.name).toMatch(new RegExp(`^Malformed payment event: .*${c.path.at(-1)}`));
      expect(await tableDigests(), c.name).toEqual(before);
      const warned = logs.lines.filter((line) => line.level === "warn").slice(warnedBefore);
      expect(warned, c.name).toHaveLength(1);
      const logged = JSON.stringify(warned[0]);
      expect(logged, c.name).toContain(String(c.path.at(-1)));
      expect(logged, c.name).not.toMatch(/@example\.org|Pat|Guest Giver/);
      // The sender fixes it and sends it again (same id when that was not what was wrong): applied now.
      const again = await post(JSON.stringify(valid));
      expect(again.status, c.name).toBe(200);
      expect(again.body, c.name).toEqual({ received: true, duplicate: false });
    }
    expect(answers).toEqual(MALFORMED.map((c) => [c.name, 400]));
  });

  it("of a renewal in a 1,000-character currency never becomes a gift", async () => {
    const plan = await activePlan();
    const result = await post(JSON.stringify(invoicePaid(plan, "in_long", "subscription_cycle", { currency: "u".repeat(1000) as "usd" })));
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("Malformed payment event: data.object.currency: must be the ISO 4217 code of a currency");
    const db = await getDb();
    expect(await db.select().from(donations).where(eq(donations.invoiceId, "in_long"))).toEqual([]);
  });
});

describe("events fulfilment does not handle", () => {
  it("are answered 200 and recorded as ignored, whatever their object; a replay is a duplicate", async () => {
    const event = stripeEvent("customer.created", { id: "cus_1", email: "\u0000 not read" });
    expect((await post(JSON.stringify(event))).body).toEqual({ received: true, duplicate: false });
    expect((await post(JSON.stringify(event))).body).toEqual({ received: true, duplicate: true });
    const db = await getDb();
    expect(await db.select({ id: paymentEvents.id, type: paymentEvents.type, outcome: paymentEvents.outcome }).from(paymentEvents)).toEqual(
      [{ id: event.id, type: "customer.created", outcome: "ignored" }],
    );
  });

  it("include a subscription status fulfilment does not know (a word Stripe may add, or a key of every object): 200, the plan unchanged", async () => {
    const plan = await activePlan();
    for (const status of ["constructor", "__proto__", "hibernating"]) {
      const result = await post(JSON.stringify(subscriptionEvent("customer.subscription.updated", plan, status)));
      expect(result.status, status).toBe(200);
      expect(await planOf(plan.id), status).toMatchObject({ status: "active" });
    }
    const db = await getDb();
    expect(
      await db
        .select({ outcome: paymentEvents.outcome })
        .from(paymentEvents)
        .where(eq(paymentEvents.type, "customer.subscription.updated")),
    ).toEqual(Array.from({ length: 3 }, () => ({ outcome: "applied" })));
  });
});

describe("no event content answers 500 (property)", () => {
  for (const type of Object.keys(TEMPLATES)) {
    it(`${type}: any field replaced by a hostile value answers 200 or 400, and a 400 changes nothing`, async () => {
      // The template gives the paths and field types; each run puts the value into a fresh event about fresh rows
      // (the rows of earlier runs stay: a digest of every table shows whether a 400 wrote anything).
      const shape = await TEMPLATES[type]!();
      await fc.assert(
        fc.asyncProperty(oneFieldHostile(shape), async ({ path, body }) => {
          const raw = encode(setAt(await TEMPLATES[type]!(), path, valueAt(body, path)));
          const before = await tableDigests();
          const result = await post(raw);
          if (Buffer.byteLength(raw) > MAX_BODY_BYTES) {
            expect(result.status).toBe(413);
            return;
          }
          expect([200, 400], `${path.join(".")}: ${JSON.stringify(result.body).slice(0, 300)}`).toContain(result.status);
          if (result.status === 400) expect(await tableDigests()).toEqual(before);
          const db = await getDb();
          for (const row of await db.select({ currency: donations.currency }).from(donations))
            expect(isCurrencyCode(row.currency)).toBe(true);
        }),
        { numRuns: 25 },
      );
    });
  }
});

describe("an event naming a subscription another plan holds", () => {
  it("is applied without moving it (200, not a unique-index error)", async () => {
    const first = await activePlan();
    const { donation, sessionId } = await give(payments, { recurring: true, email: "second@example.org" });
    const result = await post(JSON.stringify(sessionCompleted(donation, sessionId, { subscription: first.stripeSubscriptionId! })));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(await planOf(donation.planId!)).toMatchObject({ status: "active", stripeSubscriptionId: null });
    expect(await planOf(first.id)).toEqual(first);
  });
});
