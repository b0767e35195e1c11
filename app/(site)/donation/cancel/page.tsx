import type { Metadata } from "next";
import { planForCancelLink } from "@/features/donations/server/plans";
import { CancelLinkInvalid, CancelPlan, type CancelLinkPlan } from "@/features/donations/ui/cancel-plan";
import { firstParam } from "@/features/donations/ui/donation-page";
import { NotFoundError } from "@/lib/errors";

export const metadata: Metadata = {
  title: "Cancel a monthly donation",
  description: "Cancel a monthly donation with the link from its receipt e-mail.",
  robots: { index: false, follow: false },
};

/**
 * The cancel link of a monthly gift's receipt e-mail (`/donation/cancel?plan=<id>&token=<…>`):
 * it shows the plan's amount and a button; only the button (a POST) cancels. An altered or
 * incomplete link shows "This link is not valid" and nothing about any plan.
 */
export default async function CancelPlanPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const planId = firstParam(params.plan) ?? "";
  const token = firstParam(params.token) ?? "";
  let plan: CancelLinkPlan;
  try {
    const found = await planForCancelLink(planId, token);
    plan = { ...found, createdAt: found.createdAt.toISOString(), canceledAt: found.canceledAt?.toISOString() ?? null };
  } catch (error) {
    if (error instanceof NotFoundError) return <CancelLinkInvalid />;
    throw error;
  }
  return <CancelPlan plan={plan} token={token} />;
}
