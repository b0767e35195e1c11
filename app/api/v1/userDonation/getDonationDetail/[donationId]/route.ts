import { apiRoute } from "@/lib/http";
import { ownDonationDetail } from "@/features/donations/server/history";

/** The caller's own gifts as `{ donations }`: one gift by its id, or all of them for `all` ([] when none). */
export const GET = apiRoute<{ donationId: string }>(async ({ actor, params }) => ({
  donations: await ownDonationDetail(actor, params.donationId),
}));
