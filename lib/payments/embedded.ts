import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { checkCheckoutRequest } from "./checkout";
import { BadRequestError } from "@/lib/errors";
import { embeddedWebhookSecret, signedEvent, stripeEvent } from "./sign";
import type { AmountChangeRequest, CheckoutRequest, CheckoutSession, PaymentProvider, RefundRequest, SelfSentEvent } from "./types";
import { verifyStripeEvent } from "./webhook";

export type EmbeddedPaymentsOptions = {
  /** The site's public origin (SITE_URL): the test-mode checkout page lives there. */
  siteUrl: string;
  /** AUTH_SECRET: the webhook secret is derived from it, so every instance and restart agrees. */
  authSecret: string;
};

/** The prefix of the embedded checkout's session ids: Stripe's test-mode prefix, marked as ours. */
export const EMBEDDED_SESSION_PREFIX = "cs_test_embedded_";
const SESSION_ID = /^cs_test_embedded_[0-9a-f]{24}$/;

/** The payment intent the embedded refund names for a monthly gift, which has an invoice only. */
const INVOICE_INTENT_PREFIX = "pi_embedded_invoice_";

/** The path of the test-mode checkout page (features/donations), `?session=<id>`. */
export const EMBEDDED_CHECKOUT_PATH = "/donation/checkout";

export { embeddedWebhookSecret } from "./sign";

/** Whether `id` is a session id the embedded checkout gave (what its page accepts in `?session=`). */
export function isEmbeddedSessionId(id: string): boolean {
  return SESSION_ID.test(id);
}

/**
 * Payments with no Stripe account (DESIGN.md 3, embedded): the checkout is the site's own
 * clearly labelled test-mode page, which never takes money; it completes or fails the donation by
 * posting a Stripe-shaped event, signed with `webhookSecret` (lib/payments/sign.ts), to the same
 * webhook route, so fulfilment runs the one code path. Nothing is kept in this process: the page
 * finds the donation by the session id stored with it, and the secret is derived from AUTH_SECRET.
 */
export class EmbeddedPayments implements PaymentProvider {
  readonly kind = "embedded" as const;
  readonly livemode = false;
  readonly webhookSecret: string;
  readonly #siteUrl: string;

  constructor(options: EmbeddedPaymentsOptions) {
    this.#siteUrl = options.siteUrl.replace(/\/+$/, "");
    this.webhookSecret = embeddedWebhookSecret(options.authSecret);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    checkCheckoutRequest(request);
    const id = `${EMBEDDED_SESSION_PREFIX}${randomBytes(12).toString("hex")}`;
    return { id, url: `${this.#siteUrl}${EMBEDDED_CHECKOUT_PATH}?session=${id}` };
  }

  verifyEvent(rawBody: string, signature: string | null): Stripe.Event {
    return verifyStripeEvent(rawBody, signature, this.webhookSecret);
  }

  /** The test-mode checkout is our own page, paid only while its gift is pending: closing it is the services' own update. */
  async expireCheckout(): Promise<"expired"> {
    return "expired";
  }

  /** A test-mode plan has no subscription anywhere else: ending it is the services' own update. */
  async cancelSubscription(): Promise<void> {}

  /** No customer portal without Stripe. */
  async customerPortalUrl(): Promise<null> {
    return null;
  }

  /** The event Stripe would send once the subscription's item has its new price. */
  async changeSubscriptionAmount(request: AmountChangeRequest): Promise<SelfSentEvent> {
    const event = stripeEvent("customer.subscription.updated", {
      id: request.subscriptionId,
      object: "subscription",
      status: "active",
      metadata: { planId: request.planId },
      items: { object: "list", data: [{ quantity: 1, price: { unit_amount: request.amountCents, currency: request.currency } }] },
    });
    return signedEvent(event, this.webhookSecret);
  }

  /**
   * The event Stripe would send once the payment is refunded. A monthly gift of the test checkout
   * has no payment intent: the one named carries its invoice, which invoiceOfPayment reads back.
   */
  async refundPayment(request: RefundRequest): Promise<SelfSentEvent> {
    const paymentIntent = request.paymentIntentId ?? (request.invoiceId ? `${INVOICE_INTENT_PREFIX}${request.invoiceId}` : null);
    if (!paymentIntent) throw new BadRequestError("This gift has no payment to refund.");
    const event = stripeEvent("charge.refunded", {
      id: `ch_embedded_${randomBytes(12).toString("hex")}`,
      object: "charge",
      refunded: true,
      payment_intent: paymentIntent,
    });
    return signedEvent(event, this.webhookSecret);
  }

  /** Only the payment intents refundPayment names after an invoice: no Stripe invoices without Stripe. */
  async invoiceOfPayment(paymentIntentId: string): Promise<string | null> {
    return paymentIntentId.startsWith(INVOICE_INTENT_PREFIX) ? paymentIntentId.slice(INVOICE_INTENT_PREFIX.length) : null;
  }
}
