import Stripe from "stripe";
import { WebhookSignatureError } from "./types";

/** How far a signature's time may be from ours, in seconds, either way: Stripe's default (five minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

/**
 * The event a webhook request carries, checked with Stripe's own `constructEvent` against the
 * `Stripe-Signature` header: one function for every adapter (Stripe's webhooks, the embedded
 * checkout's, the test double's), so none accepts what another refuses. It needs no API key and
 * makes no network call. Every refusal is a WebhookSignatureError with a short message; the secret
 * and the signatures are never in it.
 *
 * constructEvent refuses a signature older than the tolerance only: one dated in the future passes
 * it however far ahead, and so does a timestamp that is not a number (`t=x`: its age is NaN, never
 * "too old"). So the header's timestamp is read here too, as the one `t=` of digits Stripe writes,
 * and a signature more than the tolerance ahead of our clock is refused as well.
 */
export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string): Stripe.Event {
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header.");
  const signedAt = timestampOf(signature);
  if (signedAt === null) throw new WebhookSignatureError("Malformed Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(refusal(error));
  }
  if (signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError("Webhook signature is dated ahead (more than five minutes).");
  }
  if (!isEvent(event)) throw new WebhookSignatureError("Webhook body is not a Stripe event.");
  return event;
}

/** The seconds of the header's one `t=` entry (`t=1800000000,v1=…`); null when there is none, several, or not digits. */
function timestampOf(header: string): number | null {
  const stamps = header
    .split(",")
    .filter((item) => item.startsWith("t="))
    .map((item) => item.slice(2));
  return stamps.length === 1 && /^\d{1,12}$/.test(stamps[0]!) ? Number(stamps[0]) : null;
}

/** A short reason for a refusal from constructEvent (its own messages run to paragraphs and links). */
function refusal(error: unknown): string {
  if (error instanceof SyntaxError) return "Webhook body is not JSON.";
  const message = error instanceof Error ? error.message : "";
  if (message.includes("tolerance")) return "Webhook signature is too old (more than five minutes).";
  if (message.includes("No webhook payload")) return "Webhook body is empty.";
  if (message.includes("extract timestamp") || message.includes("expected scheme")) return "Malformed Stripe-Signature header.";
  return "Webhook signature does not match.";
}

/** The envelope of a Stripe event: what fulfilment reads first (id, type, data.object). */
function isEvent(value: unknown): value is Stripe.Event {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  const data = event.data as Record<string, unknown> | null | undefined;
  return (
    event.object === "event" &&
    typeof event.id === "string" &&
    typeof event.type === "string" &&
    typeof data === "object" &&
    data !== null &&
    typeof data.object === "object" &&
    data.object !== null
  );
}
