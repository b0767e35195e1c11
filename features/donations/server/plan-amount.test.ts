import { describe, expect, it } from "vitest";
import { AppError, ConflictError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { createPayments, setPaymentsForTests, stripeEvent } from "@/lib/payments";
import { env } from "@/lib/config/env";
import { eq } from "drizzle-orm";
import { donations } from "@/lib/db/schema";
import { actorFor, createUser, getDb } from "@/test/db";
import { activePlan, deliver, donationOf, invoicePaid, planOf, withMemoryPayments } from "@/test/donations";
import { requirePostgres } from "@/test/postgres";
import { createCheckoutSession } from "./checkout";
import { listOwnPlans } from "./history";
import { changeOwnPlanAmount } from "./plan-amount";
import { cancelOwnPlan } from "./plans";
import { finishTestCheckout } from "./test-checkout";

const payments = withMemoryPayments();

/** The event Stripe sends once the subscription's item has a new price. */
const subscriptionUpdated = (planId: string, subscriptionId: string, unitAmount: number, created?: number) =>
  stripeEvent(
    "customer.subscription.updated",
    {
      id: subscriptionId,
      object: "subscription",
      status: "active",
      metadata: { planId },
      items: { object: "list", data: [{ quantity: 1, price: { unit_amount: unitAmount } }] },
    },
    created === undefined ? {} : { created },
  );

describe("changing a monthly gift's amount", () => {
  it("asks the provider, says Changing… until its event arrives, then has the new amount; the next renewal is at it", async () => {
    const { donor, plan } = await activePlan(payments, 20);
    const answer = await changeOwnPlanAmount(donor, plan.id, { donationAmount: 35.5 });
    expect(answer).toEqual({ id: plan.id, amountCents: 2000, requestedAmountCents: 3550 });
    expect(payments.amountChanges).toEqual([
      { subscriptionId: plan.stripeSubscriptionId, planId: plan.id, amountCents: 3550, currency: "usd" },
    ]);
    // Only the provider's event changes the amount.
    expect(await planOf(plan.id)).toMatchObject({ amountCents: 2000, requestedAmountCents: 3550 });
    expect((await listOwnPlans(donor))[0]).toMatchObject({ amountCents: 2000, requestedAmountCents: 3550, changeable: true });

    await deliver(payments, subscriptionUpdated(plan.id, plan.stripeSubscriptionId!, 3550));
    expect(await planOf(plan.id)).toMatchObject({ amountCents: 3550, requestedAmountCents: null });
    expect((await listOwnPlans(donor))[0]).toMatchObject({ amountCents: 3550, requestedAmountCents: null });

    await deliver(payments, invoicePaid({ id: plan.id, amountCents: 3550 }, "in_renewal_after_change", "subscription_cycle"));
    const renewal = (await donationsOfPlan(plan.id)).find((d) => d.invoiceId === "in_renewal_after_change");
    expect(renewal).toMatchObject({ status: "completed", amountCents: 3550 });
  });

  it("never lets an older event undo a newer amount (events out of order), and a status-only event leaves the amount", async () => {
    const { donor, plan } = await activePlan(payments, 20);
    await changeOwnPlanAmount(donor, plan.id, { donationAmount: 30 });
    const now = Math.floor(Date.now() / 1000);
    await deliver(payments, subscriptionUpdated(plan.id, plan.stripeSubscriptionId!, 3000, now));
    await deliver(payments, subscriptionUpdated(plan.id, plan.stripeSubscriptionId!, 2000, now - 60));
    expect(await planOf(plan.id)).toMatchObject({ amountCents: 3000 });
    await deliver(
      payments,
      stripeEvent("customer.subscription.updated", { id: plan.stripeSubscriptionId!, status: "past_due", metadata: { planId: plan.id } }),
    );
    expect(await planOf(plan.id)).toMatchObject({ amountCents: 3000, status: "past_due" });
  });

  it("keeps the limits of a new gift, with the same messages", async () => {
    const { donor, plan } = await activePlan(payments);
    const max = env().donationMaxCents;
    for (const [amount, message] of [
      [0.5, "The smallest donation is $1"],
      [max / 100 + 1, /^The largest donation online is/],
      [10.005, "Please enter an amount with at most two decimal places"],
      ["", "Please enter a donation amount"],
    ] as const) {
      const error = await changeOwnPlanAmount(donor, plan.id, { donationAmount: amount }).catch((e: unknown) => e);
      expect(error, String(amount)).toBeInstanceOf(InvalidError);
      expect((error as Error).message, String(amount)).toMatch(message);
    }
    await expect(changeOwnPlanAmount(donor, plan.id, { donationAmount: 10, planId: plan.id })).rejects.toBeInstanceOf(InvalidError);
    expect(payments.amountChanges).toEqual([]);
    // At the very limits: accepted.
    await changeOwnPlanAmount(donor, plan.id, { donationAmount: 1 });
    await changeOwnPlanAmount(donor, plan.id, { donationAmount: max / 100 });
    expect(payments.amountChanges.map((c) => c.amountCents)).toEqual([100, max]);
  });

  it("is the donor's own only (another's plan is not found), needs sign-in, and an ended plan answers 409", async () => {
    const { donor, plan } = await activePlan(payments);
    const other = actorFor(await createUser({ role: "user" }));
    await expect(changeOwnPlanAmount(other, plan.id, { donationAmount: 30 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(changeOwnPlanAmount(null, plan.id, { donationAmount: 30 })).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(changeOwnPlanAmount(donor, "not-a-uuid", { donationAmount: 30 })).rejects.toBeInstanceOf(NotFoundError);
    await cancelOwnPlan(donor, plan.id);
    const error = await changeOwnPlanAmount(donor, plan.id, { donationAmount: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as Error).message).toBe("Only an active monthly donation can be changed. This one is cancelled or has not started yet.");
    expect(payments.amountChanges).toEqual([]);
  });

  it("when the provider cannot be reached: 502, nothing asked for is kept", async () => {
    const { donor, plan } = await activePlan(payments, 20);
    payments.failNext();
    const error = await changeOwnPlanAmount(donor, plan.id, { donationAmount: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(502);
    expect((error as Error).message).toMatch(/monthly amount is unchanged/);
    expect(await planOf(plan.id)).toMatchObject({ amountCents: 2000, requestedAmountCents: null });
  });

  it("in the embedded test mode: the signed event goes through the webhook's handler at once, and the plan has the new amount", async () => {
    setPaymentsForTests(createPayments(env()));
    const donor = actorFor(await createUser({ role: "user" }));
    const { sessionId, donationId } = await createCheckoutSession(donor, { donationAmount: 15, recurring: true }, { ip: "amount-test" });
    await finishTestCheckout({ session: sessionId, outcome: "paid" });
    const planId = (await donationOf(donationId)).planId!;
    const answer = await changeOwnPlanAmount(donor, planId, { donationAmount: "42" });
    expect(answer).toEqual({ id: planId, amountCents: 4200, requestedAmountCents: 4200 });
    expect(await planOf(planId)).toMatchObject({ amountCents: 4200, requestedAmountCents: null, status: "active" });
  });

  it("a change and a cancel at once (real PostgreSQL): the plan ends canceled, the change is taken or refused with 409, never lost half-way", async () => {
    await requirePostgres();
    for (let round = 0; round < 5; round++) {
      const { donor, plan } = await activePlan(payments, 20);
      const [changed, cancelled] = await Promise.allSettled([
        changeOwnPlanAmount(donor, plan.id, { donationAmount: 30 }),
        cancelOwnPlan(donor, plan.id),
      ]);
      expect(cancelled.status, `round ${round}`).toBe("fulfilled");
      if (changed.status === "rejected") expect(changed.reason, `round ${round}`).toBeInstanceOf(ConflictError);
      expect(await planOf(plan.id), `round ${round}`).toMatchObject({ status: "canceled", amountCents: 2000 });
    }
  });
});

async function donationsOfPlan(planId: string) {
  return (await getDb()).select().from(donations).where(eq(donations.planId, planId));
}
