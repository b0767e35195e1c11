import { apiRoute } from "@/lib/http";
import { createCheckoutSession } from "@/features/donations/server/checkout";

/** `{ success, url, sessionId, donationAmount, donationId }`: the browser goes to `url` (see docs/api.md, Donations). */
export const POST = apiRoute(async ({ actor, json, ip }) => createCheckoutSession(actor, await json(), { ip }));
