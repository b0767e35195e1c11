/** The donation calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { donations } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { listOf, type ContractRow } from "@/test/api/contract";
import type { Ctx } from "@/test/api/matrix";

/** A gift as Donation Tracking and the donor's history read it (spec/02 "Donation"). */
const donationShape = z.object({
  _id: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  donationType: z.enum(["one-time", "recurring"]),
  status: z.string(),
  donerName: z.string(),
  isAnonymous: z.boolean(),
  message: z.string(),
});

/** A paid gift by the caller (or, for staff, by anyone). */
const aGift = async (ctx: Ctx) => {
  const db = await getDb();
  await db.insert(donations).values({
    userId: ctx.row?.id ?? null,
    donorName: "Dana Donor",
    donorEmail: "dana@example.org",
    amountCents: 2500,
    isTest: false,
    donationType: "monthly",
    status: "completed",
    completedAt: new Date(),
    message: "For the schools",
  });
  return {};
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
    prepare: aGift,
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
];
