import { beforeEach, describe, expect, it } from "vitest";
import { createPayments, setPaymentsForTests } from "@/lib/payments";
import { env } from "@/lib/config/env";
import { resetDb } from "@/test/db";
import { planOf } from "@/test/donations";
import { renderHtml, textOf } from "@/test/render";
import { createCheckoutSession } from "@/features/donations/server/checkout";
import { cancelPlanWithToken, planCancelToken } from "@/features/donations/server/plans";
import { finishTestCheckout } from "@/features/donations/server/test-checkout";
import { donationOf } from "@/test/donations";
import CancelPlanPage, { metadata } from "./page";

beforeEach(async () => {
  await resetDb();
  setPaymentsForTests(createPayments(env()));
});

const page = async (params: Record<string, string | string[] | undefined>) =>
  textOf(renderHtml(await CancelPlanPage({ searchParams: Promise.resolve(params) })));

/** A guest's monthly gift, paid through the test checkout: its plan's id. */
async function monthlyPlan(): Promise<string> {
  const { sessionId, donationId } = await createCheckoutSession(
    null,
    { donationAmount: 35, recurring: true, email: "m@example.org", donerName: "M" },
    { ip: "cancel-page-test" },
  );
  await finishTestCheckout({ session: sessionId, outcome: "paid" });
  return (await donationOf(donationId)).planId!;
}

describe("the guest's cancel page", () => {
  it("shows the monthly amount and the button, and opening it cancels nothing (mail scanners open links)", async () => {
    const plan = await monthlyPlan();
    const text = await page({ plan, token: planCancelToken(plan) });
    expect(text).toContain("$35.00 every month");
    expect(text).toContain("Cancel my monthly donation");
    expect((await planOf(plan)).status).toBe("active");
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it("says plainly that a test plan never took money", async () => {
    const plan = await monthlyPlan();
    expect((await planOf(plan)).isTest).toBe(true);
    expect(await page({ plan, token: planCancelToken(plan) })).toContain("Test — no money taken");
  });

  it("says a cancelled plan is cancelled, with no button", async () => {
    const plan = await monthlyPlan();
    await cancelPlanWithToken(plan, planCancelToken(plan));
    const text = await page({ plan, token: planCancelToken(plan) });
    expect(text).toContain("This monthly donation is cancelled");
    expect(text).not.toContain("Cancel my monthly donation");
  });

  it("shows This link is not valid, and nothing about any plan, for an altered, borrowed or missing token", async () => {
    const plan = await monthlyPlan();
    const other = await monthlyPlan();
    for (const params of [
      { plan, token: `${planCancelToken(plan)}x` },
      { plan, token: planCancelToken(other) },
      { plan },
      {},
      { plan: "x", token: "y" },
    ]) {
      const text = await page(params);
      expect(text, JSON.stringify(params)).toContain("This link is not valid");
      expect(text, JSON.stringify(params)).not.toContain("$35.00");
    }
  });
});
