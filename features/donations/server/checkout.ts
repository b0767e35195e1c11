import { and, eq, isNull, lt } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { donationPlans, donations } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors";
import { getPayments } from "@/lib/payments";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import type { Actor } from "@/lib/session/actor-type";
import { site } from "@/lib/site";
import { parseInput } from "@/lib/validate";
import { checkoutSchema } from "../schema";
import { logFor } from "@/lib/observability/log";

const log = logFor("donations");

export type CheckoutContext = { ip: string };

export type CheckoutResult = {
  success: true;
  /** The payment page the browser goes to: Stripe's hosted Checkout, or our test-mode page. */
  url: string;
  sessionId: string;
  /** Dollars, as the earlier implementation answered. */
  donationAmount: number;
  donationId: string;
};

/** Where the payment page sends the donor back to (spec: /donation with status success or failed). */
export function returnUrls(siteUrl: string): { successUrl: string; cancelUrl: string } {
  return {
    // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}: the page reads the gift from it.
    successUrl: `${siteUrl}/donation?status=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${siteUrl}/donation?status=failed`,
  };
}

/**
 * Starts a gift: stores it as `pending` (with its monthly plan, for a monthly gift), marked a
 * test gift when the payment provider takes no money, then asks the provider for a checkout. Nothing is counted until the provider's signed event says
 * it was paid (./fulfil.ts). A signed-in donor's name and e-mail come from the account, never
 * from the body; a guest's from the body (or, when they give none, from the checkout). If the
 * provider cannot be reached the stored rows are removed again: no orphan either way.
 */
export async function createCheckoutSession(actor: Actor | null, input: unknown, ctx: CheckoutContext): Promise<CheckoutResult> {
  const config = env();
  const gift = parseInput(checkoutSchema(config.donationMaxCents), input);
  const db = await getDb();
  await consume(db, limits.donationCheckout(actor ? `user:${actor.id}` : `ip:${ctx.ip}`), "Too many donation attempts");

  const payments = getPayments();
  const donor = actor
    ? { userId: actor.id, donorName: actor.name, donorEmail: actor.email.toLowerCase() }
    : { userId: null, donorName: gift.donorName, donorEmail: gift.email?.toLowerCase() ?? null };
  // A gift through an adapter that takes no money (the embedded checkout, Stripe's test mode) is a test gift.
  const common = {
    ...donor,
    isAnonymous: gift.isAnonymous,
    message: gift.message,
    amountCents: gift.amountCents,
    currency: "usd",
    isTest: !payments.livemode,
  };

  const { donation, plan } = await db.transaction(async (tx) => {
    const [plan] = gift.frequency === "monthly" ? await tx.insert(donationPlans).values(common).returning() : [undefined];
    const [donation] = await tx
      .insert(donations)
      .values({ ...common, donationType: gift.frequency, planId: plan?.id ?? null })
      .returning();
    if (!donation) throw new Error("insert returned no row");
    return { donation, plan };
  });

  let session;
  try {
    session = await payments.createCheckout({
      donationId: donation.id,
      planId: plan?.id,
      mode: plan ? "subscription" : "payment",
      amountCents: donation.amountCents,
      currency: "usd",
      description: plan ? `Monthly donation to ${site.name}` : `Donation to ${site.name}`,
      customerEmail: donation.donorEmail ?? undefined,
      ...returnUrls(config.siteUrl),
    });
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.delete(donations).where(eq(donations.id, donation.id));
      if (plan) await tx.delete(donationPlans).where(eq(donationPlans.id, plan.id));
    });
    // A request the provider refuses as malformed is ours to fix, and says so; anything else is the provider being unreachable.
    if (error instanceof AppError) throw error;
    log.error({ err: error }, "checkout could not be created");
    throw new AppError(502, "We could not reach the payment service. Nothing was charged; please try again in a moment.");
  }
  await db
    .update(donations)
    .set({ checkoutSessionId: session.id })
    .where(and(eq(donations.id, donation.id), isNull(donations.checkoutSessionId)));
  return { success: true, url: session.url, sessionId: session.id, donationAmount: donation.amountCents / 100, donationId: donation.id };
}

/**
 * When a checkout nobody finished is presumed abandoned: Stripe's sessions expire after at most
 * 24 hours and Stripe retries an event it could not deliver for three days, so only after both
 * (a day earlier, a webhook outage of a day ended a paying donor's new monthly plan).
 */
export const ABANDONED_AFTER_MS = 4 * 24 * 60 * 60_000;

/**
 * Marks checkouts nobody finished as expired (and their plans as never started). Stripe says so
 * itself (checkout.session.expired); this covers the embedded test checkout and a missed event.
 * Safe to run anywhere, any number of times: conditional updates from pending only.
 */
export async function expireAbandonedCheckouts(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const db = await getDb();
  // Plans, then gifts: the order the payment events lock them in (fulfil.ts), or a job and an event at once deadlock.
  return db.transaction(async (tx) => {
    await tx
      .update(donationPlans)
      .set({ status: "canceled", canceledAt: now, statusEventAt: now })
      .where(and(eq(donationPlans.status, "pending"), lt(donationPlans.createdAt, cutoff)));
    const expired = await tx
      .update(donations)
      .set({ status: "expired" })
      .where(and(eq(donations.status, "pending"), lt(donations.createdAt, cutoff), isNull(donations.invoiceId)))
      .returning({ id: donations.id });
    return expired.length;
  });
}
