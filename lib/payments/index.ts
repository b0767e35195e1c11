import { env, type Env } from "@/lib/config/env";
import { EmbeddedPayments } from "./embedded";
import { StripePayments } from "./stripe";
import type { PaymentProvider } from "./types";
import { logFor } from "@/lib/observability/log";

const log = logFor("payments");

export type { AmountChangeRequest, CheckoutRequest, CheckoutSession, PaymentProvider, RefundRequest, SelfSentEvent } from "./types";
export { WebhookSignatureError } from "./types";
export { CHECKOUT_SESSION_ID_PLACEHOLDER, MAX_CHECKOUT_CENTS, MIN_CHECKOUT_CENTS, successUrlFor } from "./checkout";
export { EMBEDDED_CHECKOUT_PATH, isEmbeddedSessionId } from "./embedded";
export { signedEvent, stripeEvent, type DeepPartial, type StripeEventEnvelope, type StripeEventObject } from "./sign";

/**
 * The adapter for a configuration: Stripe when its keys are set, else the embedded test-mode
 * checkout. A production server in test mode (PAYMENTS_MODE=test, lib/config/settings.ts; without it
 * lib/config/env.ts refuses to start without Stripe's keys) warns once that it takes no money.
 */
export function createPayments(config: Pick<Env, "mode" | "payments" | "authSecret" | "siteUrl">): PaymentProvider {
  if (config.mode === "production" && config.payments.mode === "test") {
    log.warn(
      `PAYMENTS_MODE=test: donations take no money (${config.payments.kind === "stripe" ? "Stripe's test mode" : "the site's own test checkout"}); ` +
        "every gift is labelled a test gift and left out of the totals. Set live Stripe keys and unset PAYMENTS_MODE to take donations.",
    );
  }
  if (config.payments.kind === "stripe") {
    return new StripePayments({ secretKey: config.payments.secretKey, webhookSecret: config.payments.webhookSecret });
  }
  return new EmbeddedPayments({ siteUrl: config.siteUrl, authSecret: config.authSecret });
}

/**
 * Per copy of this module, like lib/storage/index.ts: each Next bundle makes its own adapter (it
 * holds no connection worth sharing), and throws its own bundle's error classes.
 */
type Holder = { configured?: PaymentProvider; installed?: PaymentProvider };
const holder: Holder = {};

/**
 * The payments adapter, the one way services and routes reach the payment provider: the adapter
 * chosen from the configuration (created once per process), unless a test installed another one.
 */
export function getPayments(): PaymentProvider {
  return holder.installed ?? (holder.configured ??= createPayments(env()));
}

/**
 * Tests only: makes getPayments() answer `payments` (test/memory-payments.ts, a StripePayments on
 * test/stripe-stand-in.ts…); without an argument, the configured adapter again.
 */
export function setPaymentsForTests(payments?: PaymentProvider): void {
  holder.installed = payments;
}
