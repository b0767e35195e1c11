import Stripe from "stripe";
import { WebhookSignatureError } from "./types";

/** How old a signed event may be, in seconds: Stripe's default (five minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

/**
 * The event a webhook request carries, checked with Stripe's own `constructEvent` against the
 * `Stripe-Signature` header: one function for every adapter (Stripe's webhooks, the embedded
 * checkout's, the test double's), so none accepts what another refuses. It needs no API key and
 * makes no network call. Every refusal is a WebhookSignatureError with a short message; the secret
 * and the signatures are never in it.
 */
export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string): Stripe.Event {
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(refusal(error));
  }
  if (!isEvent(event)) throw new WebhookSignatureError("Webhook body is not a Stripe event.");
  return event;
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
