import { apiRoute } from "@/lib/http";
import { env } from "@/lib/config/env";
import { homeFor } from "@/lib/auth/roles";
import { cardUpdateUrl } from "@/features/donations/server/plans";

/**
 * `{ url }` of Stripe's customer portal, where the donor updates the card of their own plan (404 in
 * the embedded test mode). The portal leads back to where the donor's gifts are: a student's My
 * Donations, everyone else's Profile.
 */
export const POST = apiRoute<{ planId: string }>(async ({ actor, params }) => {
  const back = actor ? `${homeFor(actor.role)}?tab=${actor.role === "user" ? "my-donations" : "profile"}` : "/";
  return { url: await cardUpdateUrl(actor, params.planId, `${env().siteUrl}${back}`) };
});
