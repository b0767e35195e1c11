import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { applyEvent, handleWebhook } from "@/features/donations/server/fulfil";
import { createCheckoutSession } from "@/features/donations/server/checkout";
import { donationPlans, donations, type DonationPlanRow, type DonationRow } from "@/lib/db/schema";
import { stripeEvent, type DeepPartial, type StripeEventObject } from "@/lib/payments";
import { beforeAll, beforeEach } from "vitest";
import { setPaymentsForTests } from "@/lib/payments";
import type { Actor } from "@/lib/session/actor-type";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { MemoryPayments } from "@/test/memory-payments";

/**
 * Helpers of the donation tests: a gift through the real checkout service (with MemoryPayments
 * installed), and the signed events Stripe would send about it, applied through the real webhook.
 */

export async function donationOf(id: string): Promise<DonationRow> {
  const db = await getDb();
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  if (!row) throw new Error(`donation ${id} not found`);
  return row;
}

export async function planOf(id: string): Promise<DonationPlanRow> {
  const db = await getDb();
  const [row] = await db.select().from(donationPlans).where(eq(donationPlans.id, id));
  if (!row) throw new Error(`plan ${id} not found`);
  return row;
}

/** Starts a gift through the checkout service; returns the stored row and the checkout it made. */
export async function give(
  payments: MemoryPayments,
  body: Record<string, unknown> = {},
  actor: Actor | null = null,
): Promise<{ donation: DonationRow; sessionId: string }> {
  const result = await createCheckoutSession(
    actor,
    { donationAmount: 25, email: actor ? undefined : "guest@example.org", donerName: actor ? undefined : "Guest Giver", ...body },
    { ip: `test-${Math.random()}` },
  );
  return { donation: await donationOf(result.donationId), sessionId: result.sessionId };
}

/** Sends one event through the webhook as Stripe would (signed with the adapter's secret). */
export async function deliver(payments: MemoryPayments, event: object): Promise<{ duplicate: boolean }> {
  const { body, signature } = payments.sign(event);
  return handleWebhook(body, signature);
}

type Obj<T extends Stripe.Event.Type> = DeepPartial<StripeEventObject<T>>;
type Opts = { id?: string; created?: number };

/** checkout.session.completed (paid) for a gift made by `give`. */
export function sessionCompleted(d: DonationRow, sessionId: string, over: Obj<"checkout.session.completed"> = {}, opts: Opts = {}) {
  return stripeEvent(
    "checkout.session.completed",
    {
      id: sessionId,
      object: "checkout.session",
      mode: d.planId ? "subscription" : "payment",
      payment_status: "paid",
      amount_total: d.amountCents,
      currency: "usd",
      payment_intent: d.planId ? null : `pi_${d.id.slice(0, 8)}`,
      metadata: { donationId: d.id, ...(d.planId ? { planId: d.planId } : {}) },
      client_reference_id: d.id,
      ...(d.planId ? { subscription: `sub_${d.planId.slice(0, 8)}`, customer: `cus_${d.planId.slice(0, 8)}` } : {}),
      ...over,
    },
    opts,
  );
}

/** invoice.paid of a plan: its first invoice (`subscription_create`) or a renewal (`subscription_cycle`). */
export function invoicePaid(
  plan: Pick<DonationPlanRow, "id" | "amountCents">,
  invoiceId: string,
  reason: "subscription_create" | "subscription_cycle",
  over: Obj<"invoice.paid"> = {},
  opts: Opts = {},
) {
  return stripeEvent(
    "invoice.paid",
    {
      id: invoiceId,
      object: "invoice",
      billing_reason: reason,
      amount_paid: plan.amountCents,
      amount_due: plan.amountCents,
      currency: "usd",
      customer: `cus_${plan.id.slice(0, 8)}`,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: `sub_${plan.id.slice(0, 8)}`, metadata: { planId: plan.id } },
      },
      ...over,
    },
    opts,
  );
}

export { applyEvent };

/** Payments in memory for a test file: installed, the database emptied and the payments forgotten before every test. */
export function withMemoryPayments(): MemoryPayments {
  const payments = new MemoryPayments();
  beforeAll(() => setPaymentsForTests(payments));
  beforeEach(async () => {
    setPaymentsForTests(payments);
    await resetDb();
    payments.clear();
  });
  return payments;
}

/** A signed-in donor's active monthly plan (through the checkout and the event Stripe would send). */
export async function activePlan(payments: MemoryPayments, amount = 20) {
  const donor = actorFor(await createUser({ role: "user" }));
  const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: amount }, donor);
  await deliver(payments, sessionCompleted(donation, sessionId));
  return { donor, plan: await planOf(donation.planId!) };
}
