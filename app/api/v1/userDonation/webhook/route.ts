import { apiRoute, readBody } from "@/lib/http";
import { handleWebhook } from "@/features/donations/server/fulfil";

/**
 * Stripe's webhook (and the embedded checkout's, through the same function). The signature is
 * checked on the raw body, so it is read as bytes and never parsed first. Unsigned, forged, stale
 * or future-dated events, and malformed ones (features/donations/server/events.ts), answer 400 and
 * change nothing; a replay, or an event type not handled, answers 200 and changes nothing more.
 */
export const POST = apiRoute(
  async ({ req }) => {
    const raw = new TextDecoder().decode(await readBody(req));
    const { duplicate } = await handleWebhook(raw, req.headers.get("stripe-signature"));
    return { received: true, duplicate };
  },
  { resolveActor: false },
);
