import { apiRoute, readBody } from "@/lib/http";
import { handleWebhook } from "@/features/donations/server/fulfil";

/**
 * Stripe's webhook (and the embedded checkout's, through the same function). The signature is
 * checked on the raw body, so it is read as bytes and never parsed first. Unsigned, forged or
 * stale events answer 400 and change nothing; a replay answers 200 and changes nothing.
 */
export const POST = apiRoute(
  async ({ req }) => {
    const raw = new TextDecoder().decode(await readBody(req));
    const { duplicate } = await handleWebhook(raw, req.headers.get("stripe-signature"));
    return { received: true, duplicate };
  },
  { resolveActor: false },
);
