/** The donation calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { donationPlans, donations } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { listOf, type ContractRow } from "@/test/api/contract";
import type { Ctx } from "@/test/api/matrix";
import { donationShape, giftDetailShape, messageShape, planAmountShape, refundShape } from "./api.docs";

/** A paid gift by the caller (or, for staff, by anyone); its id. */
const aGift = async (ctx: Ctx) => {
  const db = await getDb();
  const [row] = await db
    .insert(donations)
    .values({
      userId: ctx.row?.id ?? null,
      donorName: "Dana Donor",
      donorEmail: "dana@example.org",
      amountCents: 2500,
      isTest: false,
      donationType: "monthly",
      status: "completed",
      completedAt: new Date(),
      message: "For the schools",
      receiptNumber: 424242,
      paymentIntentId: "pi_contract",
    })
    .returning();
  return { id: row!.id };
};

/** The caller's own active monthly plan. */
const aPlan = async (ctx: Ctx) => {
  const db = await getDb();
  const [row] = await db
    .insert(donationPlans)
    .values({
      userId: ctx.row!.id,
      donorEmail: "dana@example.org",
      amountCents: 1500,
      isTest: true,
      status: "active",
      stripeSubscriptionId: "sub_contract",
    })
    .returning();
  return row!.id;
};

export const donationsContract: ContractRow[] = [
  {
    call: "POST /userDonation/create-checkout-session",
    method: "POST",
    route: "/api/v1/userDonation/create-checkout-session",
    as: "guest",
    // The spec's body exactly (spec/01 section 7, Donations).
    prepare: () => ({ body: { donationAmount: 25, currency: "usd", message: "", anonymous: false, recurring: false } }),
    reads: z.object({ url: z.string().url() }),
  },
  {
    call: "GET /userDonation/getAllDonation",
    method: "GET",
    route: "/api/v1/userDonation/getAllDonation",
    as: "admin",
    prepare: async (ctx) => (await aGift(ctx), {}),
    reads: z.object({ donations: listOf(donationShape) }),
  },
  {
    call: "GET /userDonation/getDonationDetail/{donationId} (original-api 3.7)",
    method: "GET",
    route: "/api/v1/userDonation/getDonationDetail/[donationId]",
    as: "user",
    prepare: async (ctx) => (await aGift(ctx), { params: { donationId: "all" } }),
    reads: z.object({ donations: listOf(donationShape) }),
  },
  // Our own screens' calls (My Donations, Donation Tracking's gift), with the keys they read.
  {
    call: "POST /userDonation/plans/{planId}/amount (My Donations: change amount)",
    method: "POST",
    route: "/api/v1/userDonation/plans/[planId]/amount",
    as: "user",
    prepare: async (ctx) => ({ params: { planId: await aPlan(ctx) }, body: { donationAmount: 20 } }),
    reads: planAmountShape,
  },
  {
    call: "GET /userDonation/tracking/{donationId} (Donation Tracking: a gift)",
    method: "GET",
    route: "/api/v1/userDonation/tracking/[donationId]",
    as: "admin",
    prepare: async (ctx) => ({ params: { donationId: (await aGift(ctx)).id } }),
    reads: z.object({ donation: giftDetailShape }),
  },
  {
    call: "POST /userDonation/tracking/{donationId}/refund (Donation Tracking: refund)",
    method: "POST",
    route: "/api/v1/userDonation/tracking/[donationId]/refund",
    as: "admin",
    prepare: async (ctx) => ({ params: { donationId: (await aGift(ctx)).id } }),
    reads: refundShape,
  },
  {
    call: "POST /userDonation/tracking/{donationId}/resend-receipt (Donation Tracking: resend receipt)",
    method: "POST",
    route: "/api/v1/userDonation/tracking/[donationId]/resend-receipt",
    as: "admin",
    prepare: async (ctx) => ({ params: { donationId: (await aGift(ctx)).id } }),
    reads: messageShape,
  },
];
