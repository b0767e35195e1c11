import { apiRoute } from "@/lib/http";
import { resendReceipt } from "@/features/donations/server/staff";

/** Staff: sends a completed gift's receipt again (audited). */
export const POST = apiRoute<{ donationId: string }>(async ({ actor, params }) => resendReceipt(actor, params.donationId));
