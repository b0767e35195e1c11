import { apiRoute } from "@/lib/http";
import { changeOwnPlanAmount } from "@/features/donations/server/plan-amount";

/**
 * The signed-in donor changes their own active plan's monthly amount (`{ donationAmount }`, the
 * limits of a new gift). The amount is the provider's once its event arrives: `plan.amountCents`
 * is what is charged now, `requestedAmountCents` what was asked for.
 */
export const POST = apiRoute<{ planId: string }>(async ({ actor, params, json }) => {
  const plan = await changeOwnPlanAmount(actor, params.planId, await json());
  const done = plan.amountCents === plan.requestedAmountCents;
  return {
    message: done ? "Your monthly amount is changed. The next payment is at the new amount." : "Your monthly amount is being changed.",
    plan,
  };
});
