import { createHmac, randomBytes } from "node:crypto";
import Stripe from "stripe";

/**
 * The test-mode checkout's webhook signing secret: `whsec_` + HMAC-SHA256(authSecret,
 * "embedded-payments-webhook"), base64url. Here rather than in embedded.ts so that scripts run by
 * plain Node (the stack's load) can sign events too: this file imports no `@/` path.
 */
export function embeddedWebhookSecret(authSecret: string): string {
  return `whsec_${createHmac("sha256", authSecret).update("embedded-payments-webhook").digest("base64url")}`;
}

/** The API version events are written in: the one this `stripe` package speaks (and types). */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

/** The resource a Stripe event of type `T` carries in `data.object` (a Checkout session, an invoice…). */
export type StripeEventObject<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>["data"]["object"];

/** Every field optional, all the way down: tests and the embedded checkout fill in what fulfilment reads. */
export type DeepPartial<T> = T extends (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** A Stripe-shaped event envelope around `object`, as `stripeEvent` builds it. */
export type StripeEventEnvelope<T extends Stripe.Event.Type> = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: T;
  data: { object: DeepPartial<StripeEventObject<T>> };
};

/**
 * A Stripe-shaped event of `type` around `object` (Stripe's envelope: id `evt_…`, `object: "event"`,
 * `created` in seconds, test mode, this package's API version), so the embedded checkout, tests
 * and benches write only the resource. Pass `id` to send the same event twice (a redelivery).
 */
export function stripeEvent<T extends Stripe.Event.Type>(
  type: T,
  object: DeepPartial<StripeEventObject<T>>,
  options: { id?: string; created?: number } = {},
): StripeEventEnvelope<T> {
  return {
    id: options.id ?? `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/**
 * `event` as a webhook request carries it: the JSON body and its `Stripe-Signature` header, signed
 * with `secret` exactly as Stripe signs (`Stripe.webhooks.generateTestHeaderString`, offline).
 * `timestamp` (seconds) defaults to now; an older one makes a stale signature.
 */
export function signedEvent(event: object, secret: string, timestamp?: number): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: signatureOf(body, secret, timestamp) };
}

/** The `Stripe-Signature` header for exactly `body` (any text, JSON or not), signed with `secret`. */
export function signatureOf(body: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
}
