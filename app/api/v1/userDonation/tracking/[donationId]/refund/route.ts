import { apiRoute } from "@/lib/http";
import { refundGift } from "@/features/donations/server/staff";

/** Staff: refunds a completed gift through the payment provider, once (audited); 409 for any other gift. */
export const POST = apiRoute<{ donationId: string }>(async ({ actor, params }) => refundGift(actor, params.donationId));
