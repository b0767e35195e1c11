import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { donationPlans } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { AppError, ConflictError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { getPayments } from "@/lib/payments";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { planAmountSchema, toCents } from "../schema";
import { handleWebhook } from "./fulfil";
import { logFor } from "@/lib/observability/log";

const log = logFor("donations");

/**
 * A donor changes the monthly amount of their own plan (My Donations), within the limits of a new
 * gift. The request is one conditional update (the plan is theirs, active or past due, with a
 * subscription; no row → 409) that records the amount asked for; the provider then changes the
 * subscription's price from the next invoice on. The plan's amount itself changes only when the
 * provider's verified `customer.subscription.updated` event says so (fulfil.ts), so the page says
 * "Changing…" until then, and renewals are charged whatever the provider has.
 */
const NOT_FOUND = "Monthly donation not found.";
const NOT_CHANGEABLE = "Only an active monthly donation can be changed. This one is cancelled or has not started yet.";

export type AmountChange = { id: string; amountCents: number; requestedAmountCents: number };

export async function changeOwnPlanAmount(actor: Actor | null, planId: string, input: unknown): Promise<AmountChange> {
  if (!actor) throw new UnauthorizedError("Please sign in to change your monthly donation.");
  assertCan(actor, "donation.readOwn");
  const { donationAmount } = parseInput(planAmountSchema(env().donationMaxCents), input);
  const amountCents = toCents(donationAmount)!;
  if (!isUuid(planId)) throw new NotFoundError(NOT_FOUND);
  const db = await getDb();
  const [plan] = await db
    .update(donationPlans)
    .set({ requestedAmountCents: amountCents })
    .where(
      and(
        eq(donationPlans.id, planId),
        eq(donationPlans.userId, actor.id),
        inArray(donationPlans.status, ["active", "past_due"]),
        isNotNull(donationPlans.stripeSubscriptionId),
      ),
    )
    .returning();
  if (!plan) {
    // Someone else's plan is "not found", never "not yours": no probing.
    const [own] = await db
      .select({ id: donationPlans.id })
      .from(donationPlans)
      .where(and(eq(donationPlans.id, planId), eq(donationPlans.userId, actor.id)));
    if (!own) throw new NotFoundError(NOT_FOUND);
    throw new ConflictError(NOT_CHANGEABLE);
  }
  let event;
  try {
    event = await getPayments().changeSubscriptionAmount({
      subscriptionId: plan.stripeSubscriptionId!,
      planId: plan.id,
      amountCents,
      currency: "usd",
    });
  } catch (error) {
    log.error({ planId: plan.id, err: error }, "subscription amount change failed");
    await db
      .update(donationPlans)
      .set({ requestedAmountCents: null })
      .where(and(eq(donationPlans.id, plan.id), eq(donationPlans.requestedAmountCents, amountCents)));
    throw new AppError(502, "We could not reach the payment service, so your monthly amount is unchanged. Please try again in a moment.");
  }
  if (event) await handleWebhook(event.body, event.signature);
  const [now] = await db
    .select({ amountCents: donationPlans.amountCents, requested: donationPlans.requestedAmountCents })
    .from(donationPlans)
    .where(eq(donationPlans.id, plan.id));
  return { id: plan.id, amountCents: now?.amountCents ?? plan.amountCents, requestedAmountCents: amountCents };
}
