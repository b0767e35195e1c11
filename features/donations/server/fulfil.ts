import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { getDb } from "@/lib/db/client";
import {
  donationPlans,
  donations,
  paymentEvents,
  paymentRefunds,
  type DonationPlanRow,
  type DonationPlanStatus,
  type DonationRow,
} from "@/lib/db/schema";
import { enqueue } from "@/lib/jobs/outbox";
import { getPayments } from "@/lib/payments";
import { MalformedEventError, parsePaymentEvent, type EventObject, type IgnoredEvent, type PaymentEvent } from "./events";
import { END_SUBSCRIPTION_JOB, endSubscription } from "./plans";
import { RECEIPT_JOB, sendReceipt } from "./receipts";
import { logFor } from "@/lib/observability/log";

const log = logFor("donations");

/**
 * Fulfilment: what each payment event does, each in one transaction with the event's id recorded
 * (`payment_events`), so a replayed event finds its id and changes nothing. Every change is a
 * conditional update from the states it may leave, so events delivered twice, concurrently or out
 * of order end in the same state:
 * - a gift: pending → completed | failed | expired; completed (or pending) → refunded; nothing
 *   leaves refunded or failed except a failed renewal invoice that is paid later, and nothing
 *   leaves expired but a payment (the hourly job expires checkouts it presumes abandoned: a
 *   delayed payment method, or events held up for a day, may still pay one);
 * - a plan: its status is set by the newest event that speaks of it (`status_event_at`), and
 *   canceled is final: an event that finds its subscription still charging (paid after the donor
 *   cancelled the plan, or after the hourly job gave it up) ends the subscription at the provider,
 *   through the outbox.
 * A completed gift gets its receipt number in that same update and its receipt mail through the
 * outbox. Each event is parsed first (events.ts): one whose content is malformed is refused before
 * anything is written; one of a type we do not handle is acknowledged and recorded as ignored.
 *
 * Events are applied one at a time (a transaction-scoped advisory lock): a refund and the payment
 * it refunds, delivered at once, would otherwise each miss the other's uncommitted row, and the
 * refund would be lost. A foundation's events are few; a delivery waiting its turn costs nothing.
 * Every transaction here and in the donor's cancel and the hourly expiry writes a plan's row
 * before its gifts', so that two at once wait for each other rather than deadlock.
 */

/** The first key of the advisory lock every event's transaction takes (one event at a time). */
const EVENTS_LOCK = 0x5041; // "PA"

export type ApplyResult = { duplicate: boolean };

/**
 * Verifies a webhook POST's signature on its raw body, parses its event, then applies it. A
 * signature that does not hold, or an event whose content fulfilment cannot take (logged with
 * its reason), is refused with 400 before anything is written, so the provider may send it again.
 */
export async function handleWebhook(rawBody: string, signature: string | null): Promise<ApplyResult> {
  const verified = getPayments().verifyEvent(rawBody, signature);
  let event: PaymentEvent | IgnoredEvent;
  try {
    event = parsePaymentEvent(verified);
  } catch (error) {
    if (error instanceof MalformedEventError) {
      log.warn({ eventId: error.eventId, type: error.type, reason: error.reason }, "payment event refused");
    }
    throw error;
  }
  return applyEvent(event);
}

/** Applies one parsed event, once; an event of a type not handled is only recorded (outcome `ignored`). */
export async function applyEvent(event: PaymentEvent | IgnoredEvent): Promise<ApplyResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${EVENTS_LOCK}, 0)`);
    const outcome = event.object ? "applied" : "ignored";
    const recorded = await tx.insert(paymentEvents).values({ id: event.id, type: event.type, outcome }).onConflictDoNothing().returning();
    // A replay (or the same event delivered twice at once: the second waits on the first's key, then finds it).
    if (recorded.length === 0) return { duplicate: true };
    if (event.object) await dispatch(tx, event);
    return { duplicate: false };
  });
}

async function dispatch(tx: Tx, event: PaymentEvent): Promise<void> {
  const { at } = event;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutPaid(tx, event.object, at);
    case "checkout.session.async_payment_failed":
      return checkoutEnded(tx, event.object, "failed", at);
    case "checkout.session.expired":
      return checkoutEnded(tx, event.object, "expired", at);
    case "invoice.paid":
      return invoicePaid(tx, event.object, at);
    case "invoice.payment_failed":
      return invoiceFailed(tx, event.object, at);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(tx, event.object, event.type === "customer.subscription.deleted" ? "canceled" : null, at);
    case "charge.refunded":
      return chargeRefunded(tx, event.object, at);
  }
}

// ── Helpers ──

type EndedSession = EventObject<"checkout.session.expired">;
type PaidSession = EventObject<"checkout.session.completed">;
type PaidInvoice = EventObject<"invoice.paid">;
type FailedInvoice = EventObject<"invoice.payment_failed">;
type Subscription = EventObject<"customer.subscription.updated">;
type Charge = EventObject<"charge.refunded">;

/** Our donation of a checkout session: by the id we put in its metadata, else by the session's id. */
function donationOfSession(session: EndedSession): SQL {
  const id = session.metadata.donationId ?? session.client_reference_id;
  return id ? eq(donations.id, id) : eq(donations.checkoutSessionId, session.id);
}

/**
 * Marks a pending gift paid: its receipt number, the payment's references, and its receipt mail.
 * If a refund of that payment already arrived (events out of order) the gift goes straight to
 * refunded instead, and no receipt is sent. Returns the row when this call completed it.
 */
async function complete(
  tx: Tx,
  where: SQL,
  paid: {
    at: Date;
    amountCents?: number | null;
    paymentIntentId?: string | null;
    invoiceId?: string | null;
    email?: string | null;
    name?: string | null;
  },
): Promise<DonationRow | undefined> {
  const [row] = await tx
    .update(donations)
    .set({
      status: "completed",
      completedAt: paid.at,
      receiptNumber: sql`nextval('donation_receipt_number_seq')`,
      ...(paid.amountCents ? { amountCents: paid.amountCents } : {}),
      paymentIntentId: sql`coalesce(${donations.paymentIntentId}, ${paid.paymentIntentId ?? null})`,
      invoiceId: sql`coalesce(${donations.invoiceId}, ${paid.invoiceId ?? null})`,
      donorEmail: sql`coalesce(${donations.donorEmail}, ${paid.email ?? null})`,
      donorName: sql`coalesce(${donations.donorName}, ${paid.name ?? null})`,
    })
    .where(and(where, inArray(donations.status, ["pending", "expired"])))
    .returning();
  if (!row) return undefined;
  if (await refundedAlready(tx, row)) return undefined;
  await enqueue(tx, RECEIPT_JOB, { donationId: row.id }, { [RECEIPT_JOB]: sendReceipt });
  return row;
}

async function refundedAlready(tx: Tx, row: DonationRow): Promise<boolean> {
  const keys = [
    row.paymentIntentId ? eq(paymentRefunds.paymentIntentId, row.paymentIntentId) : undefined,
    row.invoiceId ? eq(paymentRefunds.invoiceId, row.invoiceId) : undefined,
  ].filter((k): k is SQL => k !== undefined);
  if (keys.length === 0) return false;
  const [refund] = await tx
    .select()
    .from(paymentRefunds)
    .where(or(...keys))
    .limit(1);
  if (!refund) return false;
  await tx.update(donations).set({ status: "refunded", refundedAt: refund.refundedAt }).where(eq(donations.id, row.id));
  return true;
}

/** The plan an invoice or subscription speaks of: by the subscription's id, else by the plan id in its metadata. */
async function findPlan(tx: Tx, subscriptionId: string | null, planId: string | null): Promise<DonationPlanRow | undefined> {
  const keys = [
    subscriptionId ? eq(donationPlans.stripeSubscriptionId, subscriptionId) : undefined,
    planId ? eq(donationPlans.id, planId) : undefined,
  ].filter((k): k is SQL => k !== undefined);
  if (keys.length === 0) return undefined;
  const [plan] = await tx
    .select()
    .from(donationPlans)
    .where(or(...keys))
    .limit(1);
  return plan;
}

/**
 * Sets a plan's status from an event created at `at`, unless a newer event already set it or it
 * is canceled (final). Records the subscription (unless another plan holds it) and customer the
 * first time they are seen. An event that says a canceled plan's subscription is still on (active
 * or past due) ends it.
 */
async function setPlanStatus(
  tx: Tx,
  planId: string,
  status: DonationPlanStatus | null,
  at: Date,
  refs: { subscriptionId?: string | null; customerId?: string | null } = {},
): Promise<void> {
  const subscriptionId = refs.subscriptionId ?? null;
  const [plan] = await tx
    .update(donationPlans)
    .set({
      // A subscription is one plan's (a unique index): one another plan holds already is not taken (an event mixing two up is not a 500).
      stripeSubscriptionId: sql`coalesce(${donationPlans.stripeSubscriptionId}, (SELECT ${subscriptionId}::text WHERE NOT EXISTS (SELECT 1 FROM ${donationPlans} held WHERE held.stripe_subscription_id = ${subscriptionId})))`,
      stripeCustomerId: sql`coalesce(${donationPlans.stripeCustomerId}, ${refs.customerId ?? null})`,
    })
    .where(eq(donationPlans.id, planId))
    .returning({ status: donationPlans.status, subscriptionId: donationPlans.stripeSubscriptionId });
  if (!status) return;
  if (plan?.status === "canceled" && status !== "canceled" && plan.subscriptionId) {
    await enqueue(tx, END_SUBSCRIPTION_JOB, { subscriptionId: plan.subscriptionId }, { [END_SUBSCRIPTION_JOB]: endSubscription });
    return;
  }
  await tx
    .update(donationPlans)
    .set({ status, statusEventAt: at, ...(status === "canceled" ? { canceledAt: at } : {}) })
    .where(
      and(
        eq(donationPlans.id, planId),
        ne(donationPlans.status, "canceled"),
        or(isNull(donationPlans.statusEventAt), sql`${donationPlans.statusEventAt} <= ${at.toISOString()}::timestamptz`),
      ),
    );
}

// ── Checkout sessions ──

async function checkoutPaid(tx: Tx, session: PaidSession, at: Date): Promise<void> {
  const { planId } = session.metadata;
  if (session.mode === "subscription" && planId) {
    await setPlanStatus(tx, planId, session.payment_status === "paid" ? "active" : null, at, {
      subscriptionId: session.subscription,
      customerId: session.customer,
    });
  }
  // Async payment methods complete the session unpaid; async_payment_succeeded follows.
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return;
  await complete(tx, donationOfSession(session), {
    at,
    amountCents: session.amount_total,
    paymentIntentId: session.payment_intent,
    invoiceId: session.invoice,
    email: session.customer_details?.email,
    name: session.customer_details?.name,
  });
}

async function checkoutEnded(tx: Tx, session: EndedSession, status: "failed" | "expired", at: Date): Promise<void> {
  const { planId } = session.metadata;
  // A monthly plan whose first checkout never paid never started. (Its row before the gift's, as everywhere.)
  if (planId) {
    await tx
      .update(donationPlans)
      .set({ status: "canceled", canceledAt: at, statusEventAt: at })
      .where(and(eq(donationPlans.id, planId), eq(donationPlans.status, "pending")));
  }
  await tx
    .update(donations)
    .set({ status })
    .where(and(donationOfSession(session), eq(donations.status, "pending")));
}

// ── Invoices (monthly plans) ──

async function invoicePaid(tx: Tx, invoice: PaidInvoice, at: Date): Promise<void> {
  const refs = invoice.parent;
  const plan = await findPlan(tx, refs.subscriptionId, refs.planId);
  if (!plan || invoice.amount_paid <= 0) return;
  await setPlanStatus(tx, plan.id, "active", at, { subscriptionId: refs.subscriptionId, customerId: invoice.customer });
  const paidAt = invoice.status_transitions?.paid_at ?? at;
  const paid = { at: paidAt, amountCents: invoice.amount_paid, invoiceId: invoice.id, email: invoice.customer_email };

  // The plan's first invoice is the gift its checkout created.
  if (invoice.billing_reason === "subscription_create") {
    // The subscription's metadata names it; else it is the plan's gift that came with the checkout.
    const first = refs.donationId ? eq(donations.id, refs.donationId) : isNotNull(donations.checkoutSessionId);
    const [firstGift] = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(and(eq(donations.planId, plan.id), first))
      .orderBy(donations.createdAt)
      .limit(1);
    if (firstGift) {
      // Already completed by its checkout event: it still learns the invoice it paid (a refund of it is found by that).
      await tx
        .update(donations)
        .set({ invoiceId: sql`coalesce(${donations.invoiceId}, ${invoice.id})` })
        .where(eq(donations.id, firstGift.id));
      await complete(tx, eq(donations.id, firstGift.id), paid);
      return;
    }
  }
  // A renewal: its own gift, once per invoice (the unique invoice id), or a failed one now paid.
  const inserted = await tx
    .insert(donations)
    .values({
      planId: plan.id,
      userId: plan.userId,
      donorName: plan.donorName,
      donorEmail: plan.donorEmail ?? invoice.customer_email ?? null,
      isAnonymous: plan.isAnonymous,
      message: plan.message,
      isTest: plan.isTest,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      donationType: "monthly",
      invoiceId: invoice.id,
    })
    .onConflictDoNothing({ target: donations.invoiceId })
    .returning({ id: donations.id });
  const target = inserted[0] ? eq(donations.id, inserted[0].id) : eq(donations.invoiceId, invoice.id);
  // A renewal that failed before (invoice.payment_failed) and is now paid becomes pending, then completed.
  await tx
    .update(donations)
    .set({ status: "pending" })
    .where(and(target, eq(donations.status, "failed")));
  await complete(tx, target, paid);
}

async function invoiceFailed(tx: Tx, invoice: FailedInvoice, at: Date): Promise<void> {
  const refs = invoice.parent;
  const plan = await findPlan(tx, refs.subscriptionId, refs.planId);
  if (!plan) return;
  await setPlanStatus(tx, plan.id, plan.status === "pending" ? null : "past_due", at, { subscriptionId: refs.subscriptionId });
  if (invoice.billing_reason === "subscription_create") return;
  // A renewal that could not be charged is visible as failed (never counted); a later payment of the same invoice completes it.
  await tx
    .insert(donations)
    .values({
      planId: plan.id,
      userId: plan.userId,
      donorName: plan.donorName,
      donorEmail: plan.donorEmail,
      isAnonymous: plan.isAnonymous,
      message: plan.message,
      isTest: plan.isTest,
      amountCents: invoice.amount_due > 0 ? invoice.amount_due : plan.amountCents,
      currency: invoice.currency,
      donationType: "monthly",
      status: "failed",
      invoiceId: invoice.id,
    })
    .onConflictDoNothing({ target: donations.invoiceId });
}

// ── Subscriptions ──

/**
 * A subscription's status as a plan's; any other (a status Stripe adds later) changes nothing.
 * Looked up with Object.hasOwn: "constructor" is a word too, and every object has one.
 */
const PLAN_STATUS: Record<string, DonationPlanStatus | null> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
  incomplete: null,
  paused: "past_due",
};

async function subscriptionChanged(tx: Tx, subscription: Subscription, forced: "canceled" | null, at: Date): Promise<void> {
  const plan = await findPlan(tx, subscription.id, subscription.metadata.planId);
  if (!plan) return;
  const status = Object.hasOwn(PLAN_STATUS, subscription.status) ? (PLAN_STATUS[subscription.status] ?? null) : null;
  await setPlanStatus(tx, plan.id, forced ?? status, at, {
    subscriptionId: subscription.id,
    customerId: subscription.customer,
  });
  if (subscription.items !== null) await setPlanAmount(tx, plan.id, subscription.items, at);
}

/**
 * A plan's monthly amount as the provider's subscription has it, unless a newer event already set
 * it (`amount_event_at`, as for the status). A change the donor asked for is done once it arrives.
 */
async function setPlanAmount(tx: Tx, planId: string, amountCents: number, at: Date): Promise<void> {
  await tx
    .update(donationPlans)
    .set({
      amountCents,
      amountEventAt: at,
      requestedAmountCents: sql`CASE WHEN ${donationPlans.requestedAmountCents} = ${amountCents} THEN NULL ELSE ${donationPlans.requestedAmountCents} END`,
    })
    .where(
      and(
        eq(donationPlans.id, planId),
        or(isNull(donationPlans.amountEventAt), sql`${donationPlans.amountEventAt} <= ${at.toISOString()}::timestamptz`),
      ),
    );
}

// ── Refunds ──

/**
 * A fully refunded charge takes its gift out of every total. The charge names its payment
 * intent; a renewal's gift is known by its invoice, which the provider tells. A refund of a
 * payment not seen yet is kept, and the payment's fulfilment applies it (events out of order).
 * A partial refund leaves the gift as it is (the foundation refunds whole gifts).
 */
async function chargeRefunded(tx: Tx, charge: Charge, at: Date): Promise<void> {
  const paymentIntentId = charge.payment_intent;
  if (!charge.refunded || !paymentIntentId) return;
  const refunded = { status: "refunded" as const, refundedAt: at };
  const fromStates = inArray(donations.status, ["pending", "completed"]);
  const byIntent = await tx
    .update(donations)
    .set(refunded)
    .where(and(eq(donations.paymentIntentId, paymentIntentId), fromStates))
    .returning({ id: donations.id });
  if (byIntent.length > 0) return;
  const [known] = await tx.select({ id: donations.id }).from(donations).where(eq(donations.paymentIntentId, paymentIntentId)).limit(1);
  if (known) return;
  const invoiceId = await getPayments().invoiceOfPayment(paymentIntentId);
  if (invoiceId) {
    const byInvoice = await tx
      .update(donations)
      .set({ ...refunded, paymentIntentId })
      .where(and(eq(donations.invoiceId, invoiceId), fromStates))
      .returning({ id: donations.id });
    if (byInvoice.length > 0) return;
  }
  await tx.insert(paymentRefunds).values({ paymentIntentId, invoiceId, refundedAt: at }).onConflictDoNothing();
}
