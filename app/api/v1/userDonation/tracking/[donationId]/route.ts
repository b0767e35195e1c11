import { apiRoute } from "@/lib/http";
import { giftDetail } from "@/features/donations/server/staff";

/** Staff: one gift with its donor, status history, receipt and refund state. */
export const GET = apiRoute<{ donationId: string }>(async ({ actor, params }) => ({
  donation: await giftDetail(actor, params.donationId),
}));
