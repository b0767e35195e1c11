import { apiRoute } from "@/lib/http";
import { env } from "@/lib/env";
import { cardUpdateUrl } from "@/features/donations/server/plans";

/** `{ url }` of Stripe's customer portal, where the donor updates the card of their own plan (404 in the embedded test mode). */
export const POST = apiRoute<{ planId: string }>(async ({ actor, params }) => ({
  url: await cardUpdateUrl(actor, params.planId, `${env().siteUrl}/dashboard?tab=my-donations`),
}));
