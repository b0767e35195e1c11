import { describe, expect, it } from "vitest";
import { ConflictError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser } from "@/test/db";
import { activePlan, deliver, donationOf, give, planOf, sessionCompleted, withMemoryPayments } from "@/test/donations";
import { requirePostgres } from "@/test/postgres";
import { cancelOwnPlan, cancelPlanWithToken, cardUpdateUrl, planCancelToken, planCancelUrl, planForCancelLink } from "./plans";

const payments = withMemoryPayments();

describe("cancelling a monthly donation", () => {
  it("lets the donor cancel their own: the subscription first, then the plan; a second cancel is 409", async () => {
    const { donor, plan } = await activePlan(payments);
    expect(plan.status).toBe("active");
    const result = await cancelOwnPlan(donor, plan.id);
    expect(result).toMatchObject({ id: plan.id, status: "canceled" });
    expect(payments.cancelled).toEqual([plan.stripeSubscriptionId]);
    expect(await planOf(plan.id)).toMatchObject({ status: "canceled" });
    await expect(cancelOwnPlan(donor, plan.id)).rejects.toBeInstanceOf(ConflictError);
  });

  it("closes a pending plan's checkout first, so it can no longer be paid: the gift expired; one paid meanwhile stays for its payment", async () => {
    const donor = actorFor(await createUser({ role: "user" }));
    const { donation, sessionId } = await give(payments, { recurring: true }, donor);
    await cancelOwnPlan(donor, donation.planId!);
    expect(payments.expired).toEqual([sessionId]);
    expect(await donationOf(donation.id)).toMatchObject({ status: "expired" });
    expect(await planOf(donation.planId!)).toMatchObject({ status: "canceled" });

    const paid = await give(payments, { recurring: true }, donor);
    payments.paidCheckouts.add(paid.sessionId);
    await cancelOwnPlan(donor, paid.donation.planId!);
    expect(await donationOf(paid.donation.id)).toMatchObject({ status: "pending" });
    await deliver(payments, sessionCompleted(paid.donation, paid.sessionId));
    expect(await donationOf(paid.donation.id)).toMatchObject({ status: "completed" });
  });

  it("keeps a pending plan when its checkout cannot be closed (the provider down)", async () => {
    const donor = actorFor(await createUser({ role: "user" }));
    const { donation } = await give(payments, { recurring: true }, donor);
    payments.failNext();
    await expect(cancelOwnPlan(donor, donation.planId!)).rejects.toThrow("unreachable");
    expect(await planOf(donation.planId!)).toMatchObject({ status: "pending" });
    expect(await donationOf(donation.id)).toMatchObject({ status: "pending" });
  });

  it("answers 404 for someone else's plan and 401 for a guest without the link, changing nothing", async () => {
    const { plan } = await activePlan(payments);
    const other = actorFor(await createUser({ role: "user" }));
    await expect(cancelOwnPlan(other, plan.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(cancelOwnPlan(null, plan.id)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(cancelOwnPlan(other, "not-a-uuid")).rejects.toBeInstanceOf(NotFoundError);
    expect((await planOf(plan.id)).status).toBe("active");
    expect(payments.cancelled).toEqual([]);
  });

  it("keeps the plan when the provider refuses the cancellation", async () => {
    const { donor, plan } = await activePlan(payments);
    payments.failNext();
    await expect(cancelOwnPlan(donor, plan.id)).rejects.toThrow("unreachable");
    expect((await planOf(plan.id)).status).toBe("active");
  });

  it("through the receipt's signed link: that plan only, a tampered or borrowed token is 404", async () => {
    const { plan } = await activePlan(payments, 35);
    const { plan: other } = await activePlan(payments);
    expect(planCancelUrl(plan.id)).toBe(`http://localhost:3000/donation/cancel?plan=${plan.id}&token=${planCancelToken(plan.id)}`);
    await expect(planForCancelLink(plan.id, planCancelToken(plan.id))).resolves.toMatchObject({
      id: plan.id,
      amountCents: 3500,
      status: "active",
    });
    for (const token of [planCancelToken(other.id), `${planCancelToken(plan.id)}x`, "", undefined, 42]) {
      await expect(planForCancelLink(plan.id, token)).rejects.toBeInstanceOf(NotFoundError);
      await expect(cancelPlanWithToken(plan.id, token)).rejects.toBeInstanceOf(NotFoundError);
    }
    expect((await planOf(plan.id)).status).toBe("active");
    await expect(cancelPlanWithToken(plan.id, planCancelToken(plan.id))).resolves.toMatchObject({ status: "canceled" });
    await expect(cancelPlanWithToken(plan.id, planCancelToken(plan.id))).rejects.toBeInstanceOf(ConflictError);
    expect((await planOf(other.id)).status).toBe("active");
  });

  it("of two cancels at once, one wins and the other gets 409 (real PostgreSQL)", async () => {
    await requirePostgres();
    for (let round = 0; round < 5; round++) {
      const { donor, plan } = await activePlan(payments);
      const results = await Promise.allSettled([cancelOwnPlan(donor, plan.id), cancelPlanWithToken(plan.id, planCancelToken(plan.id))]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((r) => r.status === "rejected");
      expect(rejected?.status === "rejected" && rejected.reason).toBeInstanceOf(ConflictError);
      expect((await planOf(plan.id)).status).toBe("canceled");
    }
  });
});

describe("cardUpdateUrl", () => {
  it("opens the provider's portal for the donor's own active plan only", async () => {
    const { donor, plan } = await activePlan(payments);
    const url = await cardUpdateUrl(donor, plan.id, "http://localhost:3000/dashboard?tab=my-donations");
    expect(url).toContain(encodeURIComponent(plan.stripeCustomerId!));
    expect(payments.portals).toEqual([
      { customerId: plan.stripeCustomerId, returnUrl: "http://localhost:3000/dashboard?tab=my-donations" },
    ]);
    const other = actorFor(await createUser({ role: "user" }));
    await expect(cardUpdateUrl(other, plan.id, "http://localhost:3000/")).rejects.toBeInstanceOf(NotFoundError);
    await cancelOwnPlan(donor, plan.id);
    await expect(cardUpdateUrl(donor, plan.id, "http://localhost:3000/")).rejects.toBeInstanceOf(ConflictError);
  });
});
