import { randomBytes } from "node:crypto";
import { BadRequestError } from "@/lib/errors";
import type Stripe from "stripe";
import { checkCheckoutRequest } from "@/lib/payments/checkout";
import { signedEvent } from "@/lib/payments/sign";
import type { AmountChangeRequest, CheckoutRequest, CheckoutSession, PaymentProvider, RefundRequest } from "@/lib/payments/types";
import { verifyStripeEvent } from "@/lib/payments/webhook";

/** The fixed webhook secret of MemoryPayments: tests sign events with it (or call `memory.sign`). */
export const MEMORY_WEBHOOK_SECRET = "whsec_memory_payments_test_secret";

/**
 * A PaymentProvider for tests of the donation services: no network, everything recorded. It keeps
 * the PaymentProvider contract (lib/payments/contract.ts) like the real adapters: it refuses the
 * checkout requests they refuse and verifies webhooks with the same `constructEvent`.
 *
 * - `checkouts`: every checkout created, the request and the session it answered;
 * - `cancelled`: every subscription id cancelSubscription was called with (again too);
 * - `expired`: every checkout session expireCheckout closed; `paidCheckouts`: the sessions it
 *   answers "complete" for instead (add one in a test: paid meanwhile);
 * - `portals`: every customer portal asked for;
 * - `amountChanges`, `refunds`: every subscription amount change and refund asked for (their
 *   events are the test's to deliver, as Stripe's would come later);
 * - `invoices`: payment intent → invoice, what invoiceOfPayment answers (fill it in a test);
 * - `failNext(error)`: the next async call (createCheckout, expireCheckout, cancelSubscription,
 *   customerPortalUrl, invoiceOfPayment) throws `error` instead, as when Stripe is down or refuses.
 */
export class MemoryPayments implements PaymentProvider {
  readonly kind: "stripe" | "embedded";
  readonly livemode: boolean;
  readonly webhookSecret = MEMORY_WEBHOOK_SECRET;
  readonly checkouts: { request: CheckoutRequest; session: CheckoutSession }[] = [];
  readonly cancelled: string[] = [];
  readonly expired: string[] = [];
  readonly paidCheckouts = new Set<string>();
  readonly portals: { customerId: string; returnUrl: string }[] = [];
  readonly invoices = new Map<string, string>();
  readonly amountChanges: AmountChangeRequest[] = [];
  readonly refunds: RefundRequest[] = [];
  #failure: Error | undefined;

  /**
   * `kind: "embedded"` behaves as the embedded adapter does where they differ (no customer portal,
   * no money taken). `livemode` defaults to Stripe with a live key (gifts that count) for "stripe".
   */
  constructor(options: { kind?: "stripe" | "embedded"; livemode?: boolean } = {}) {
    this.kind = options.kind ?? "stripe";
    this.livemode = this.kind === "stripe" && (options.livemode ?? true);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    this.#throwIfFailing();
    checkCheckoutRequest(request);
    const id = `cs_test_memory_${randomBytes(12).toString("hex")}`;
    const session = { id, url: `https://checkout.stripe.test/c/pay/${id}` };
    this.checkouts.push({ request: structuredClone(request), session });
    return session;
  }

  verifyEvent(rawBody: string, signature: string | null): Stripe.Event {
    return verifyStripeEvent(rawBody, signature, this.webhookSecret);
  }

  async expireCheckout(sessionId: string): Promise<"expired" | "complete"> {
    this.#throwIfFailing();
    if (this.paidCheckouts.has(sessionId)) return "complete";
    this.expired.push(sessionId);
    return "expired";
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    this.#throwIfFailing();
    this.cancelled.push(subscriptionId);
  }

  async customerPortalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    this.#throwIfFailing();
    this.portals.push({ customerId, returnUrl });
    if (this.kind === "embedded") return null;
    return `https://billing.stripe.test/p/session/${encodeURIComponent(customerId)}`;
  }

  async invoiceOfPayment(paymentIntentId: string): Promise<string | null> {
    this.#throwIfFailing();
    return this.invoices.get(paymentIntentId) ?? null;
  }

  async changeSubscriptionAmount(request: AmountChangeRequest): Promise<null> {
    this.#throwIfFailing();
    this.amountChanges.push({ ...request });
    return null;
  }

  async refundPayment(request: RefundRequest): Promise<null> {
    this.#throwIfFailing();
    if (!request.paymentIntentId && !request.invoiceId) throw new BadRequestError("This gift has no payment to refund.");
    this.refunds.push({ ...request });
    return null;
  }

  /** The last checkout created (throws when there is none, so a test cannot read a stale one silently). */
  lastCheckout(): { request: CheckoutRequest; session: CheckoutSession } {
    const last = this.checkouts.at(-1);
    if (!last) throw new Error("MemoryPayments: no checkout was created.");
    return last;
  }

  /** `event` as a webhook request to this adapter carries it (body and Stripe-Signature header). */
  sign(event: object, timestamp?: number): { body: string; signature: string } {
    return signedEvent(event, this.webhookSecret, timestamp);
  }

  /** The next async call throws `error` (default: a connection failure). */
  failNext(error: Error = new Error("MemoryPayments: the payment provider is unreachable.")): void {
    this.#failure = error;
  }

  clear(): void {
    this.checkouts.length = 0;
    this.cancelled.length = 0;
    this.expired.length = 0;
    this.paidCheckouts.clear();
    this.portals.length = 0;
    this.invoices.clear();
    this.amountChanges.length = 0;
    this.refunds.length = 0;
    this.#failure = undefined;
  }

  #throwIfFailing(): void {
    const failure = this.#failure;
    this.#failure = undefined;
    if (failure) throw failure;
  }
}
