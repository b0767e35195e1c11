/** The donation routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { donationPlans, donations, type DonationRow } from "@/lib/db/schema";
import { getPayments, signedEvent, stripeEvent } from "@/lib/payments";
import { countRows, getDb } from "@/test/db";
import { SIGNED_IN, STAFF_ONLY, anyId, staff, target, type ApiRow, type Ctx } from "@/test/api/matrix";
import { receiptLink } from "./server/gift-links";
import { planCancelToken } from "./server/plans";

const everyone = { default: 200 } as const;

/** A gift stored directly (an embedded checkout's, so a test gift), paid unless told otherwise, by `userId` (another account by default). */
async function gift(over: Partial<typeof donations.$inferInsert> = {}): Promise<DonationRow> {
  const db = await getDb();
  const paid = (over.status ?? "completed") === "completed";
  const [row] = await db
    .insert(donations)
    .values({
      userId: (await target({ role: "user" })).id,
      donorName: "Other Donor",
      donorEmail: "other.donor@example.org",
      amountCents: 2500,
      donationType: "one-time",
      status: "completed",
      isTest: true,
      checkoutSessionId: `cs_test_embedded_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`,
      ...(paid ? { completedAt: new Date(), receiptNumber: Math.floor(Math.random() * 1e6) } : {}),
      ...over,
    })
    .returning();
  return row!;
}

/** Another donor's active monthly plan. */
async function plan(userId?: string) {
  const db = await getDb();
  const [row] = await db
    .insert(donationPlans)
    .values({
      userId: userId ?? (await target({ role: "user" })).id,
      donorEmail: "plan@example.org",
      amountCents: 1500,
      isTest: true,
      status: "active",
      stripeSubscriptionId: `sub_${crypto.randomUUID()}`,
      stripeCustomerId: "cus_matrix",
    })
    .returning();
  return row!;
}

const statusOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select({ status: donations.status }).from(donations).where(eq(donations.id, id));
  return row?.status;
};
const planAmount = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select({ amountCents: donationPlans.amountCents }).from(donationPlans).where(eq(donationPlans.id, id));
  return row?.amountCents;
};
const planStatus = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select({ status: donationPlans.status }).from(donationPlans).where(eq(donationPlans.id, id));
  return row?.status;
};

/** The event Stripe sends when a checkout is paid, for a pending gift. */
const completedEvent = (row: DonationRow) =>
  stripeEvent("checkout.session.completed", {
    id: row.checkoutSessionId!,
    mode: "payment",
    payment_status: "paid",
    amount_total: row.amountCents,
    metadata: { donationId: row.id },
  });

export const donationsRows: ApiRow[] = [
  {
    method: "POST",
    route: "/api/v1/userDonation/create-checkout-session",
    case: "a gift (anyone may give, guests too)",
    ...everyone,
    prepare: () => ({ body: { donationAmount: 25, currency: "usd", anonymous: false, recurring: false, email: "giver@example.org" } }),
    verify: async (ctx: Ctx, result) => {
      expect(result.body).toMatchObject({ success: true, donationAmount: 25, url: expect.stringContaining("/donation/checkout?session=") });
      const db = await getDb();
      const [row] = await db.select().from(donations);
      expect(row).toMatchObject({ status: "pending", amountCents: 2500, userId: ctx.row?.id ?? null });
    },
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/create-checkout-session",
    case: "an amount below $1",
    default: 422,
    prepare: () => ({ body: { donationAmount: 0.5, recurring: true } }),
    verify: async (_ctx, result) => {
      expect(result.body.message).toBe("The smallest donation is $1");
      expect(await countRows(donations)).toBe(0);
      expect(await countRows(donationPlans)).toBe(0);
    },
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/webhook",
    case: "a correctly signed event",
    ...everyone,
    prepare: async () => {
      const row = await gift({ status: "pending" });
      const { body, signature } = signedEvent(completedEvent(row), getPayments().webhookSecret);
      return { body, headers: { "stripe-signature": signature }, params: { id: row.id } };
    },
    verify: async (_ctx, result, prepared) => {
      expect(result.body).toEqual({ received: true, duplicate: false });
      expect(await statusOf(prepared.params!.id as string)).toBe("completed");
    },
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/webhook",
    case: "the earlier client's unsigned completion",
    default: 400,
    prepare: async () => {
      const row = await gift({ status: "pending" });
      return {
        body: { type: "checkout.session.completed", data: { object: { id: row.checkoutSessionId, amount_total: 1 } } },
        params: { id: row.id },
      };
    },
    verify: async (_ctx, result, prepared) => {
      expect(result.body.message).toMatch(/signature/i);
      expect(await statusOf(prepared.params!.id as string)).toBe("pending");
    },
  },
  {
    method: "GET",
    route: "/api/v1/userDonation/getAllDonation",
    case: "gifts exist",
    ...STAFF_ONLY,
    // The gift is a test gift (the embedded checkout's): listed when asked for.
    prepare: async () => (await gift(), { query: { includeTest: "true" } }),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body.donations).toHaveLength(1);
      else expect(result.body.donations).toBeUndefined();
    },
  },
  {
    method: "GET",
    route: "/api/v1/userDonation/export",
    case: "gifts exist",
    ...STAFF_ONLY,
    prepare: async () => (await gift(), { binary: true }),
    verify: async (_ctx, result) => {
      const type = result.response.headers.get("content-type") ?? "";
      expect(type.startsWith("text/csv")).toBe(result.status === 200);
    },
  },
  {
    method: "GET",
    route: "/api/v1/userDonation/getDonationDetail/[donationId]",
    case: "another donor's gift",
    default: 404,
    ...SIGNED_IN,
    prepare: async () => ({ params: { donationId: (await gift()).id } }),
    verify: async (_ctx, result) => expect(result.body.donations).toBeUndefined(),
  },
  {
    method: "GET",
    route: "/api/v1/userDonation/getDonationDetail/[donationId]",
    case: "all of one's own (none: an empty list, not 404)",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => (await gift(), { params: { donationId: "all" } }),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ donations: [] });
    },
  },
  {
    method: "GET",
    route: "/api/v1/userDonation/receipt/[donationId]",
    case: "another donor's receipt",
    default: 404,
    ...SIGNED_IN,
    admin: 200,
    superadmin: 200,
    prepare: async () => ({ params: { donationId: (await gift()).id }, binary: true }),
    verify: async (_ctx, result) => {
      expect(result.response.headers.get("content-type") === "application/pdf").toBe(result.status === 200);
    },
  },
  {
    method: "GET",
    route: "/api/v1/userDonation/statement/[year]",
    case: "one's own year (another's gifts never in it)",
    default: 200,
    ...SIGNED_IN,
    prepare: async () => (await gift(), { params: { year: String(new Date().getUTCFullYear()) }, binary: true }),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/plans/[planId]/cancel",
    case: "another donor's plan, without its link",
    default: 404,
    ...SIGNED_IN,
    prepare: async () => ({ params: { planId: (await plan()).id }, body: {} }),
    verify: async (_ctx, _result, prepared) => expect(await planStatus(prepared.params!.planId as string)).toBe("active"),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/plans/[planId]/cancel",
    case: "with the plan's signed link (no account needed)",
    ...everyone,
    prepare: async () => {
      const row = await plan();
      return { params: { planId: row.id }, body: { token: planCancelToken(row.id) } };
    },
    verify: async (_ctx, _result, prepared) => expect(await planStatus(prepared.params!.planId as string)).toBe("canceled"),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/plans/[planId]/card",
    case: "another donor's plan",
    default: 404,
    ...SIGNED_IN,
    prepare: async () => ({ params: { planId: (await plan()).id } }),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/test-checkout",
    case: "paying a pending test checkout (embedded mode)",
    ...everyone,
    prepare: async () => {
      const row = await gift({ status: "pending" });
      return { body: { session: row.checkoutSessionId, outcome: "paid" }, params: { id: row.id } };
    },
    verify: async (_ctx, result, prepared) => {
      expect(result.body.redirect).toContain("/donation?status=success&session_id=");
      expect(await statusOf(prepared.params!.id as string)).toBe("completed");
    },
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/test-checkout",
    case: "an unknown session",
    default: 404,
    prepare: () => ({ body: { session: `cs_test_embedded_${anyId.replace(/-/g, "").slice(0, 24)}`, outcome: "paid" } }),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/plans/[planId]/amount",
    case: "one's own active plan (embedded: the provider's event applied at once)",
    default: 200,
    ...SIGNED_IN,
    prepare: async (ctx: Ctx) => ({ params: { planId: (await plan(ctx.row?.id)).id }, body: { donationAmount: 30 } }),
    verify: async (_ctx, result, prepared) =>
      expect(await planAmount(prepared.params!.planId as string)).toBe(result.status === 200 ? 3000 : 1500),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/plans/[planId]/amount",
    case: "another donor's plan",
    default: 404,
    ...SIGNED_IN,
    prepare: async () => ({ params: { planId: (await plan()).id }, body: { donationAmount: 30 } }),
    verify: async (_ctx, _result, prepared) => expect(await planAmount(prepared.params!.planId as string)).toBe(1500),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/claim",
    case: "a link to one's own address",
    default: 200,
    ...SIGNED_IN,
    prepare: () => ({ body: {} }),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/claim/confirm",
    case: "a link that is not this account's",
    default: 422,
    ...SIGNED_IN,
    prepare: async () => {
      await gift({ userId: null, donorEmail: "guest.claim@example.org" });
      return { body: { expires: Math.floor(Date.now() / 1000) + 3600, token: "not-the-signature" } };
    },
    verify: async () => {
      const rows = await (await getDb()).select().from(donations).where(eq(donations.donorEmail, "guest.claim@example.org"));
      expect(rows.map((r) => r.userId)).toEqual([null]);
    },
  },
  {
    method: "GET",
    route: "/api/v1/userDonation/tracking/[donationId]",
    case: "a gift's detail",
    ...STAFF_ONLY,
    prepare: async () => ({ params: { donationId: (await gift()).id } }),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body.donation).toMatchObject({ status: "completed", history: expect.any(Array) });
      else expect(result.body.donation).toBeUndefined();
    },
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/tracking/[donationId]/resend-receipt",
    case: "a paid gift's receipt",
    ...STAFF_ONLY,
    prepare: async () => ({ params: { donationId: (await gift()).id } }),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/tracking/[donationId]/refund",
    case: "a paid gift (embedded: refunded at once by its signed event)",
    ...STAFF_ONLY,
    prepare: async () => {
      const row = await gift({ paymentIntentId: `pi_matrix_${crypto.randomUUID()}` });
      return { params: { donationId: row.id } };
    },
    verify: async (_ctx, result, prepared) =>
      expect(await statusOf(prepared.params!.donationId as string)).toBe(result.status === 200 ? "refunded" : "completed"),
  },
  {
    method: "POST",
    route: "/api/v1/userDonation/tracking/[donationId]/refund",
    case: "a gift not paid",
    ...staff(409),
    prepare: async () => ({ params: { donationId: (await gift({ status: "pending" })).id } }),
    verify: async (_ctx, result, prepared) => {
      if (result.status === 409) expect(result.body.message).toMatch(/^Only a completed gift can be refunded/);
      expect(await statusOf(prepared.params!.donationId as string)).toBe("pending");
    },
  },
  {
    method: "GET",
    route: "/api/v1/userDonation/receipt/[donationId]",
    case: "with its signed link (no account needed)",
    ...everyone,
    prepare: async () => {
      const row = await gift();
      const link = new URL(receiptLink(row.id), "http://x").searchParams;
      return { params: { donationId: row.id }, query: { expires: link.get("expires")!, token: link.get("token")! }, binary: true };
    },
    verify: async (_ctx, result) => expect(result.response.headers.get("content-type")).toBe("application/pdf"),
  },
];
