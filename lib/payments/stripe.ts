import Stripe from "stripe";
import { stripeKeyMode } from "@/lib/config/settings";
import { checkCheckoutRequest } from "./checkout";
import { BadRequestError } from "@/lib/errors";
import type { AmountChangeRequest, CheckoutRequest, CheckoutSession, PaymentProvider, RefundRequest } from "./types";
import { verifyStripeEvent } from "./webhook";

export type StripePaymentsOptions = {
  /** sk_live_…/sk_test_… or rk_live_…/rk_test_… (a restricted key needs Checkout Sessions, Subscriptions, Customer portal and Invoices). */
  secretKey: string;
  /** whsec_…: the signing secret of the webhook endpoint /api/v1/userDonation/webhook. */
  webhookSecret: string;
  /** Options for the Stripe client: tests point it at a local stand-in (`{ host, port, protocol: "http" }`). */
  client?: Stripe.StripeConfig;
};

/**
 * Stripe Checkout (DESIGN.md 3, production): a hosted checkout per donation, one-time (`payment`)
 * or monthly (`subscription`, a monthly price made inline), and webhooks verified with the
 * endpoint's signing secret. Errors from Stripe propagate as Stripe's error classes
 * (`Stripe.errors.StripeError` and subclasses), for the donation services to map.
 */
export class StripePayments implements PaymentProvider {
  readonly kind = "stripe" as const;
  /** From the key: a live key takes money, a test-mode key (sk_test_…) never does. */
  readonly livemode: boolean;
  readonly webhookSecret: string;
  readonly stripe: Stripe;

  constructor(options: StripePaymentsOptions) {
    this.livemode = stripeKeyMode(options.secretKey) === "live";
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options.client });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    checkCheckoutRequest(request);
    const { donationId, planId, mode, amountCents, currency, description } = request;
    const metadata: Stripe.MetadataParam = planId === undefined ? { donationId } : { donationId, planId };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: amountCents,
            product_data: { name: description },
            ...(mode === "subscription" ? { recurring: { interval: "month" } } : {}),
          },
        },
      ],
      client_reference_id: donationId,
      metadata,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      ...(mode === "payment"
        ? { submit_type: "donate", payment_intent_data: { metadata } }
        : { subscription_data: { metadata: { donationId, planId: planId ?? "" } } }),
    };
    const session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${donationId}` });
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL.`);
    return { id: session.id, url: session.url };
  }

  verifyEvent(rawBody: string, signature: string | null): Stripe.Event {
    return verifyStripeEvent(rawBody, signature, this.webhookSecret);
  }

  /**
   * Expires the session. Stripe refuses to expire one that is not open: then the session says
   * whether it was paid (complete) or closed unpaid (expired); one it does not know cannot be paid.
   */
  async expireCheckout(sessionId: string): Promise<"expired" | "complete"> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return "expired";
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.code === "resource_missing") return "expired";
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "complete") return "complete";
      if (session.status === "expired") return "expired";
      throw error;
    }
  }

  /**
   * Cancels now. Done already when Stripe has no such subscription (Stripe answers an
   * already-cancelled one so too: it counts as gone) or refuses because it is cancelled.
   */
  async cancelSubscription(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.code === "resource_missing") return;
      const current = await this.stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
      if (current?.status === "canceled") return;
      throw error;
    }
  }

  async customerPortalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  /** The subscription's item gets a new monthly price of the same product; nothing is prorated. */
  async changeSubscriptionAmount(request: AmountChangeRequest): Promise<null> {
    const subscription = await this.stripe.subscriptions.retrieve(request.subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe's subscription ${request.subscriptionId} has no item to change.`);
    const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
    await this.stripe.subscriptions.update(request.subscriptionId, {
      items: [
        {
          id: item.id,
          price_data: { currency: request.currency, product, unit_amount: request.amountCents, recurring: { interval: "month" } },
        },
      ],
      proration_behavior: "none",
    });
    return null;
  }

  /** A full refund of the payment intent (a monthly gift's: the one its invoice was paid with), once per gift (its idempotency key). */
  async refundPayment(request: RefundRequest): Promise<null> {
    const paymentIntent = request.paymentIntentId ?? (request.invoiceId ? await this.paymentOfInvoice(request.invoiceId) : null);
    if (!paymentIntent) throw new BadRequestError("This gift has no payment to refund.");
    await this.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${request.donationId}` });
    return null;
  }

  private async paymentOfInvoice(invoiceId: string): Promise<string | null> {
    const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
    const intent = payments.data[0]?.payment.payment_intent;
    if (intent === undefined || intent === null) return null;
    return typeof intent === "string" ? intent : intent.id;
  }

  async invoiceOfPayment(paymentIntentId: string): Promise<string | null> {
    const payments = await this.stripe.invoicePayments.list({
      payment: { type: "payment_intent", payment_intent: paymentIntentId },
      limit: 1,
    });
    const invoice = payments.data[0]?.invoice;
    if (invoice === undefined) return null;
    return typeof invoice === "string" ? invoice : invoice.id;
  }
}
