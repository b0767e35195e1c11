/** The donation routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import { donationMaxCents } from "@/lib/config/settings";
import type { ApiOperations } from "@/lib/openapi";
import { checkoutSchema, giftClaimSchema, planAmountSchema, planCancelSchema, testCheckoutSchema, trackingFilterSchema } from "./schema";

/** A gift as Donation Tracking and the donor's history read it. */
export const donationShape = z
  .object({
    _id: z.string(),
    amount: z.number(),
    createdAt: z.string(),
    donationType: z.enum(["one-time", "recurring"]),
    status: z.string(),
    donerName: z.string(),
    isAnonymous: z.boolean(),
    message: z.string(),
  })
  .meta({ id: "Donation" });

/** One gift in Donation Tracking: its donor, receipt, refund and status history. */
export const giftDetailShape = donationShape.extend({
  donorEmail: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  refundRequestedAt: z.string().nullable(),
  history: z.array(z.object({ from: z.string().nullable(), to: z.string(), at: z.string() })),
  canResendReceipt: z.boolean(),
  canRefund: z.boolean(),
});

export const planAmountShape = z.object({
  message: z.string(),
  plan: z.object({ id: z.string(), amountCents: z.number(), requestedAmountCents: z.number() }),
});
export const refundShape = z.object({ message: z.string(), refunded: z.boolean() });
export const messageShape = z.object({ message: z.string() });

// The default maximum (DONATION_MAX_USD sets it per deployment).
const maxCents = donationMaxCents(undefined);
const paging = z.object({ page: z.string().optional(), limit: z.string().optional().meta({ description: "At most 100." }) });

export const donationsApi: ApiOperations = {
  "POST /api/v1/userDonation/create-checkout-session": {
    summary: "Start a checkout: send the browser to `url`",
    body: checkoutSchema(maxCents),
    response: z.object({ url: z.string() }),
    errors: {
      429: "20 an hour per account or network.",
      502: "The payment provider could not be reached; nothing stored, nothing charged.",
    },
  },
  "POST /api/v1/userDonation/webhook": {
    summary: "The payment provider's signed events (Stripe-Signature)",
    description: "400 for a missing, forged or stale signature and for a malformed event; a 400 changes nothing.",
    authorisedBy: "The payment provider's signature (`Stripe-Signature`), no account.",
    bodyType: "application/octet-stream",
    body: z.string().meta({ description: "The raw event, as signed." }),
    response: z.object({ received: z.boolean(), duplicate: z.boolean() }),
  },
  "POST /api/v1/userDonation/test-checkout": {
    summary: "Pay or fail a checkout of the embedded test mode (404 with Stripe)",
    body: testCheckoutSchema,
    response: z.object({ redirect: z.string() }),
    errors: { 409: "The checkout is finished." },
  },
  "GET /api/v1/userDonation/getAllDonation": {
    summary: "Donation Tracking: the gifts, newest first (X-Total-Count, Link)",
    query: z.object({ ...trackingFilterSchema.shape, ...paging.shape }),
    response: z.object({ donations: z.array(donationShape) }),
  },
  "GET /api/v1/userDonation/export": { summary: "Donation Tracking as CSV", query: trackingFilterSchema, responseType: "text/csv" },
  "GET /api/v1/userDonation/tracking/[donationId]": {
    summary: "One gift in Donation Tracking",
    response: z.object({ donation: giftDetailShape }),
  },
  "POST /api/v1/userDonation/tracking/[donationId]/refund": { summary: "Refund a gift", response: refundShape },
  "POST /api/v1/userDonation/tracking/[donationId]/resend-receipt": { summary: "Mail the receipt again", response: messageShape },
  "GET /api/v1/userDonation/getDonationDetail/[donationId]": {
    summary: "A gift of the caller's (`all`: every one)",
    response: z.object({ donations: z.array(donationShape) }),
  },
  "GET /api/v1/userDonation/receipt/[donationId]": {
    summary: "A paid gift's receipt (PDF)",
    query: z
      .object({ token: z.string().optional(), expires: z.string().optional() })
      .meta({ description: "A mailed link's token and expiry, for a guest." }),
    responseType: "application/pdf",
  },
  "GET /api/v1/userDonation/statement/[year]": { summary: "The caller's yearly statement (PDF)", responseType: "application/pdf" },
  "POST /api/v1/userDonation/plans/[planId]/cancel": {
    summary: "Cancel a monthly plan",
    body: planCancelSchema,
    errors: { 409: "The plan is already cancelled." },
  },
  "POST /api/v1/userDonation/plans/[planId]/amount": {
    summary: "Change a monthly plan's amount",
    body: planAmountSchema(maxCents),
    response: planAmountShape,
  },
  "POST /api/v1/userDonation/plans/[planId]/card": {
    summary: "The payment provider's page to change the card",
    response: z.object({ url: z.string() }),
  },
  "POST /api/v1/userDonation/claim": { summary: "Mail a link to claim the gifts made as a guest with the account's e-mail" },
  "POST /api/v1/userDonation/claim/confirm": { summary: "Claim them with the mailed link's token", body: giftClaimSchema },
};
