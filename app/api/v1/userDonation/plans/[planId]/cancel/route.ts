import { apiRoute } from "@/lib/http";
import { parseInput } from "@/lib/validate";
import { cancelOwnPlan, cancelPlanWithToken } from "@/features/donations/server/plans";
import { planCancelSchema } from "@/features/donations/schema";

/**
 * Cancels a monthly donation: the signed-in donor's own, or anyone's holding the plan's signed
 * link from a receipt e-mail (`{ token }`). 409 when it is already cancelled.
 */
export const POST = apiRoute<{ planId: string }>(async ({ actor, params, json }) => {
  const { token } = parseInput(planCancelSchema, await json());
  const plan = token ? await cancelPlanWithToken(params.planId, token) : await cancelOwnPlan(actor, params.planId);
  return { message: "Your monthly donation is cancelled. No further payments will be taken.", plan };
});
