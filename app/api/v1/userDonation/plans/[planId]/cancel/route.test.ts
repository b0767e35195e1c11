/**
 * POST /api/v1/userDonation/plans/{planId}/cancel: a 200 means the cancel is stored. A guest's
 * "Yes, cancel it" once answered 200 while the plan stayed active: on the first request of a
 * second server on the same embedded database (lib/db/data-dir-lock.ts refuses that now). Here:
 * the first request of a fresh module graph (as after a start: no adapter, no configuration read
 * yet), and two cancels at once on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { donationPlans, outbox } from "@/lib/db/schema";
import { setPaymentsForTests } from "@/lib/payments";
import { END_SUBSCRIPTION_JOB, planCancelToken } from "@/features/donations/server/plans";
import { callHandler, type ApiResult, type Handler } from "@/test/api/request";
import { getDb, resetDb } from "@/test/db";
import { deliver, give, planOf, sessionCompleted } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import { requirePostgres } from "@/test/postgres";
import { renderHtml, textOf } from "@/test/render";
import { POST } from "./route";

const payments = new MemoryPayments();
beforeAll(() => setPaymentsForTests(payments));
beforeEach(async () => {
  await resetDb();
  payments.clear();
});

const route = "/api/v1/userDonation/plans/[planId]/cancel";
const cancelWith = (handler: unknown, planId: string, body: unknown): Promise<ApiResult> =>
  callHandler(handler as Handler, { method: "POST", route, params: { planId }, body });

/** A guest's monthly plan, its first payment made (active, with its subscription), as the receipt's link finds it. */
async function guestPlan() {
  const { donation, sessionId } = await give(payments, { recurring: true, donationAmount: 35 });
  await deliver(payments, sessionCompleted(donation, sessionId));
  const plan = await planOf(donation.planId!);
  expect(plan.status).toBe("active");
  return { plan, token: planCancelToken(plan.id) };
}

const endJobs = async () => (await getDb()).select().from(outbox).where(eq(outbox.kind, END_SUBSCRIPTION_JOB));

describe("a guest's cancel through the receipt's link", () => {
  it("on the first request of a fresh module graph answers 200 once the plan is canceled in the database, and the link's page says so", async () => {
    const { plan, token } = await guestPlan();
    // As after a start: every module evaluated anew (the payments adapter made from the configuration on first use).
    vi.resetModules();
    const fresh = await import("./route");
    const result = await cancelWith(fresh.POST, plan.id, { token });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({
      message: "Your monthly donation is cancelled. No further payments will be taken.",
      plan: { id: plan.id, status: "canceled", canceledAt: expect.any(String) },
    });
    const stored = await planOf(plan.id);
    expect(stored).toMatchObject({ status: "canceled" });
    expect(stored.canceledAt?.toISOString()).toBe((result.body.plan as { canceledAt: string }).canceledAt);
    const { default: CancelPlanPage } = await import("@/app/(site)/donation/cancel/page");
    const page = textOf(renderHtml(await CancelPlanPage({ searchParams: Promise.resolve({ plan: plan.id, token }) })));
    expect(page).toContain("This monthly donation is cancelled");
    expect(page).not.toContain("Cancel my monthly donation");
    // And again: already cancelled, nothing changes.
    const again = await cancelWith(fresh.POST, plan.id, { token });
    expect(again.status).toBe(409);
    expect(await planOf(plan.id)).toEqual(stored);
  });

  it("pressed twice at once (real PostgreSQL): one 200 and one 409, the plan canceled once at the time the 200 says", async () => {
    await requirePostgres();
    for (let round = 0; round < 5; round++) {
      const { plan, token } = await guestPlan();
      const results = await Promise.all([cancelWith(POST, plan.id, { token }), cancelWith(POST, plan.id, { token })]);
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 409]);
      const won = results.find((r) => r.status === 200)!;
      const stored = await planOf(plan.id);
      expect(stored.status, `round ${round}`).toBe("canceled");
      expect(stored.canceledAt?.toISOString(), `round ${round}`).toBe((won.body.plan as { canceledAt: string }).canceledAt);
      // The subscription was ended at the provider before the answer (once or twice: ending it again is no error), so no job is left.
      expect(payments.cancelled.filter((id) => id === plan.stripeSubscriptionId).length, `round ${round}`).toBeGreaterThanOrEqual(1);
    }
    expect(await endJobs()).toEqual([]);
    expect(await (await getDb()).select().from(donationPlans).where(eq(donationPlans.status, "active"))).toEqual([]);
  });

  it("of a plan whose checkout is paid while two cancels run (real PostgreSQL): canceled once, and its subscription ended by one job", async () => {
    await requirePostgres();
    for (let round = 0; round < 5; round++) {
      const { donation, sessionId } = await give(payments, { recurring: true });
      const planId = donation.planId!;
      const token = planCancelToken(planId);
      // The checkout reports itself paid (another tab): both cancels find it so, and its payment event lands among them.
      payments.paidCheckouts.add(sessionId);
      const results = await Promise.all([
        cancelWith(POST, planId, { token }),
        cancelWith(POST, planId, { token }),
        deliver(payments, sessionCompleted(donation, sessionId)),
      ]);
      const statuses = results.slice(0, 2).map((r) => (r as ApiResult).status);
      expect(statuses.sort(), `round ${round}`).toEqual([200, 409]);
      expect(await planOf(planId), `round ${round}`).toMatchObject({
        status: "canceled",
        stripeSubscriptionId: `sub_${planId.slice(0, 8)}`,
      });
    }
    // One job per plan: the cancel that found the subscription started meanwhile, or the payment that found the plan canceled.
    const jobs = await endJobs();
    expect(jobs.map((job) => (job.payload as { subscriptionId: string }).subscriptionId).sort()).toEqual(
      [...new Set(jobs.map((job) => (job.payload as { subscriptionId: string }).subscriptionId))].sort(),
    );
    expect(jobs).toHaveLength(5);
  });
});
