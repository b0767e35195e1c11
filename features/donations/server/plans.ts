import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { donationPlans, donations, type DonationPlanRow } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { ConflictError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { enqueue } from "@/lib/jobs/outbox";
import { getPayments } from "@/lib/payments";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan } from "@/registry/permissions";

/**
 * Monthly plans: the donor cancels their own, signed in (from My Donations) or as a guest through
 * the signed link in every receipt of the plan. The link's token is an HMAC of the plan's id
 * under AUTH_SECRET for this one purpose: it cancels that plan and reads nothing but the plan's
 * amount (the page that asks "cancel?"); it cannot be turned into any other link.
 */
const NOT_FOUND = "Monthly donation not found.";
const PURPOSE = "donation-plan-cancel";

export function planCancelToken(planId: string): string {
  return createHmac("sha256", env().authSecret).update(`${PURPOSE}:${planId}`).digest("base64url");
}

export function planCancelUrl(planId: string): string {
  return `${env().siteUrl}/donation/cancel?plan=${planId}&token=${planCancelToken(planId)}`;
}

function tokenHolds(planId: string, token: unknown): boolean {
  if (typeof token !== "string" || !isUuid(planId)) return false;
  const expected = Buffer.from(planCancelToken(planId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function loadPlan(planId: string): Promise<DonationPlanRow> {
  if (!isUuid(planId)) throw new NotFoundError(NOT_FOUND);
  const db = await getDb();
  const [plan] = await db.select().from(donationPlans).where(eq(donationPlans.id, planId));
  if (!plan) throw new NotFoundError(NOT_FOUND);
  return plan;
}

/** The plan a signed-in donor may manage: their own (anyone else's is "not found", never "forbidden": no probing). */
async function ownPlan(actor: Actor, planId: string): Promise<DonationPlanRow> {
  const plan = await loadPlan(planId);
  if (plan.userId !== actor.id) throw new NotFoundError(NOT_FOUND);
  return plan;
}

/** What the guest's cancel page shows: the plan's amount and state, for a valid link only. */
export async function planForCancelLink(
  planId: string,
  token: unknown,
): Promise<Pick<DonationPlanRow, "id" | "amountCents" | "status" | "createdAt" | "canceledAt" | "isTest">> {
  if (!tokenHolds(planId, token)) throw new NotFoundError("This link is not valid. Please use the link from your receipt e-mail.");
  const { id, amountCents, status, createdAt, canceledAt, isTest } = await loadPlan(planId);
  return { id, amountCents, status, createdAt, canceledAt, isTest };
}

export type CancelledPlan = { id: string; status: "canceled"; canceledAt: Date };

/** The outbox kind that ends a subscription at the provider (registry/jobs.ts runs it). */
export const END_SUBSCRIPTION_JOB = "donations.end-subscription";

const endSubscriptionPayload = z.strictObject({ subscriptionId: z.string().min(1) });

/**
 * Ends a subscription at the provider whose plan is canceled here but which is still on: paid
 * after the donor cancelled its plan while the checkout was open (fulfil.ts), or started while the
 * cancel was under way. Ending one already ended is not an error; the outbox retries while the
 * provider cannot be reached.
 */
export async function endSubscription(input: unknown): Promise<void> {
  const { subscriptionId } = endSubscriptionPayload.parse(input);
  await getPayments().cancelSubscription(subscriptionId);
}

/**
 * Ends a monthly plan: the provider's subscription first (so no further payment is taken), then
 * the plan, in one conditional update (pending, active or past due → canceled). Of two cancels at
 * once one wins and the other gets 409. The provider's subscription.deleted event that follows
 * changes nothing. A plan still pending has no subscription yet: its checkout is closed at the
 * provider first and its gift marked expired, so it can no longer be paid; if it was paid all the
 * same (in another tab, or while this runs), the subscription it started is ended through the outbox.
 */
async function cancel(plan: DonationPlanRow): Promise<CancelledPlan> {
  const open = ["pending", "active", "past_due"] as const;
  if (!open.includes(plan.status as (typeof open)[number])) throw new ConflictError("This monthly donation is already cancelled.");
  if (plan.stripeSubscriptionId) await getPayments().cancelSubscription(plan.stripeSubscriptionId);
  const unpaid = plan.status === "pending" ? await closeCheckout(plan.id) : null;
  const now = new Date();
  const db = await getDb();
  // The plan's row, then its gift's: the order the payment events lock them in (fulfil.ts), or two at once deadlock.
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(donationPlans)
      .set({ status: "canceled", canceledAt: now, statusEventAt: now })
      .where(and(eq(donationPlans.id, plan.id), inArray(donationPlans.status, [...open])))
      .returning();
    // The checkout was paid between the read and this update: its subscription started meanwhile.
    if (updated?.stripeSubscriptionId && updated.stripeSubscriptionId !== plan.stripeSubscriptionId)
      await enqueue(
        tx,
        END_SUBSCRIPTION_JOB,
        { subscriptionId: updated.stripeSubscriptionId },
        { [END_SUBSCRIPTION_JOB]: endSubscription },
      );
    if (updated && unpaid)
      await tx
        .update(donations)
        .set({ status: "expired" })
        .where(and(eq(donations.id, unpaid), eq(donations.status, "pending")));
    return updated;
  });
  if (!row) throw new ConflictError("This monthly donation is already cancelled.");
  return { id: row.id, status: "canceled", canceledAt: now };
}

/**
 * Closes the open checkout of a pending plan's first gift at the provider; answers that gift's id
 * when it is closed unpaid (to be marked expired), null when there is none or it was paid meanwhile
 * (the payment's events complete it).
 */
async function closeCheckout(planId: string): Promise<string | null> {
  const db = await getDb();
  const [gift] = await db
    .select({ id: donations.id, sessionId: donations.checkoutSessionId })
    .from(donations)
    .where(and(eq(donations.planId, planId), eq(donations.status, "pending"), isNotNull(donations.checkoutSessionId)))
    .limit(1);
  if (!gift?.sessionId) return null;
  return (await getPayments().expireCheckout(gift.sessionId)) === "expired" ? gift.id : null;
}

/**
 * Ends every open monthly plan of an account (its erasure): each at the provider first, as a
 * donor's cancel does. A plan cancelled meanwhile by another path is left as it is.
 */
export async function cancelPlansOf(userId: string): Promise<number> {
  const db = await getDb();
  const open = await db
    .select()
    .from(donationPlans)
    .where(and(eq(donationPlans.userId, userId), inArray(donationPlans.status, ["pending", "active", "past_due"])));
  let cancelled = 0;
  for (const plan of open) {
    try {
      await cancel(plan);
      cancelled += 1;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return cancelled;
}

export async function cancelOwnPlan(actor: Actor | null, planId: string): Promise<CancelledPlan> {
  if (!actor) throw new UnauthorizedError("Please sign in, or use the cancel link in your receipt e-mail.");
  assertCan(actor, "donation.readOwn");
  return cancel(await ownPlan(actor, planId));
}

export async function cancelPlanWithToken(planId: string, token: unknown): Promise<CancelledPlan> {
  if (!tokenHolds(planId, token)) throw new NotFoundError("This link is not valid. Please use the link from your receipt e-mail.");
  return cancel(await loadPlan(planId));
}

/**
 * Where a donor updates the card of their plan: Stripe's customer portal. Null in embedded mode
 * (no card is stored there), and the page hides the option.
 */
export async function cardUpdateUrl(actor: Actor | null, planId: string, returnUrl: string): Promise<string> {
  if (!actor) throw new UnauthorizedError("Please sign in to manage your monthly donation.");
  assertCan(actor, "donation.readOwn");
  const plan = await ownPlan(actor, planId);
  if (!plan.stripeCustomerId || plan.status === "canceled") throw new ConflictError("This monthly donation has no card to update.");
  const url = await getPayments().customerPortalUrl(plan.stripeCustomerId, returnUrl);
  if (!url) throw new NotFoundError("Card updates are not available in this test mode.");
  return url;
}

/** Whether "Update card" can be offered at all: only with Stripe (the embedded test mode stores no card). */
export function cardUpdatesAvailable(): boolean {
  return getPayments().kind === "stripe";
}
