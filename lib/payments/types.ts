import type Stripe from "stripe";
import { BadRequestError } from "@/lib/errors";

/**
 * The payments adapter (DESIGN.md 3): Stripe Checkout in production, a test-mode checkout page
 * of our own when no Stripe keys are configured. Both speak Stripe's event format and both are
 * verified by the same `stripe.webhooks.constructEvent`, so fulfilment (features/donations) runs
 * one code path whichever adapter took the payment.
 */
export type CheckoutRequest = {
  /** Our donation's id: the session's metadata and client_reference_id, and the idempotency key. */
  donationId: string;
  /** Monthly only, and required then: the plan (our record of the subscription), in the subscription's metadata too. */
  planId?: string;
  /** One-time gifts are a `payment`, monthly ones a `subscription` with a monthly price. */
  mode: "payment" | "subscription";
  /** Integer cents. */
  amountCents: number;
  currency: "usd";
  /** The line item's name, e.g. "Monthly donation to Mindful Minds Foundation". */
  description: string;
  /** Prefilled on the checkout page when we know it (a signed-in donor, a guest who gave it). */
  customerEmail?: string;
  /** Absolute URLs. `{CHECKOUT_SESSION_ID}` in successUrl is replaced by the session id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { id: string; url: string };

/**
 * An event the embedded adapter sends itself, signed with its webhook secret, since there is no
 * Stripe to send it: the caller hands it to the webhook's handler, as the test checkout does. Stripe
 * answers null: its own event reaches the webhook.
 */
export type SelfSentEvent = { body: string; signature: string };

export type AmountChangeRequest = {
  subscriptionId: string;
  /** Our plan's id, in the event the embedded adapter sends. */
  planId: string;
  /** The new monthly amount, integer cents. */
  amountCents: number;
  currency: "usd";
};

export type RefundRequest = {
  /** Our gift's id: the idempotency key, so two refunds of one gift are one at the provider. */
  donationId: string;
  /** The payment to refund: its payment intent, or (a monthly gift) the invoice it paid. */
  paymentIntentId: string | null;
  invoiceId: string | null;
};

export interface PaymentProvider {
  /** "embedded": no Stripe account; the checkout is our own test-mode page (never takes money). */
  readonly kind: "stripe" | "embedded";
  /**
   * Whether a payment here takes real money: Stripe with a live key. False for the embedded
   * checkout and for Stripe's test mode (a sk_test_ key, whose events carry `livemode: false`):
   * every gift made through such an adapter is stored as a test gift (donations.is_test).
   */
  readonly livemode: boolean;
  /** The secret webhook signatures are made with (whsec_…): Stripe's, or one derived from AUTH_SECRET in embedded mode. */
  readonly webhookSecret: string;
  /**
   * A checkout session for one donation: its id (stored with the donation) and the URL to send the
   * donor to. A request Stripe would refuse (amount not whole cents from 50 to 99,999,999, a
   * relative URL, a subscription without planId…) is refused first with BadRequestError, by every
   * adapter (lib/payments/checkout.ts). Stripe's own errors propagate as `Stripe.errors.*`.
   */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * The event a webhook POST carries, after checking its `Stripe-Signature` header against the
   * raw body (timestamp within five minutes of now, either way). Throws WebhookSignatureError when
   * the header is missing, forged, stale or dated ahead, or the body is not an event.
   */
  verifyEvent(rawBody: string, signature: string | null): Stripe.Event;
  /**
   * Closes an open checkout so that it can no longer be paid (a monthly plan cancelled before its
   * first payment). "expired" when it is closed unpaid (now, before, or unknown to the provider),
   * "complete" when it was paid already (its events follow).
   */
  expireCheckout(sessionId: string): Promise<"expired" | "complete">;
  /** Ends a subscription now. Cancelling one that is already cancelled, or that Stripe does not know, is not an error. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** A Stripe customer-portal URL where the donor updates their card; null where there is none (embedded). */
  customerPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /**
   * Changes a subscription's monthly price from the next invoice on (no proration: what was paid
   * stays as it is). The plan's amount changes when the provider's `customer.subscription.updated`
   * event arrives; the embedded adapter returns that event for the caller to deliver.
   */
  changeSubscriptionAmount(request: AmountChangeRequest): Promise<SelfSentEvent | null>;
  /**
   * Refunds a payment in full. The gift becomes refunded when the provider's `charge.refunded`
   * event arrives; the embedded adapter returns that event for the caller to deliver. Throws
   * BadRequestError when the request names no payment.
   */
  refundPayment(request: RefundRequest): Promise<SelfSentEvent | null>;
  /** The invoice a payment intent paid (a renewal's refund arrives as a charge naming only its payment intent); null when none. */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
}

/** A webhook request whose signature does not hold (400, nothing changed). */
export class WebhookSignatureError extends BadRequestError {}
