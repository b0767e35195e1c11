/**
 * What only the Stripe adapter does, asserted on the requests the local stand-in
 * (test/stripe-stand-in.ts) received from the official client: the contract suite
 * (contract.test.ts) covers what every adapter does.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "@/test/stripe-stand-in";
import { MONTHLY, NONSENSE, ONE_TIME } from "./contract";
import { signedEvent, stripeEvent } from "./sign";
import { StripePayments } from "./stripe";

const webhookSecret = "whsec_stand_in_endpoint_secret_0123456789";

let standIn: StripeStandIn;
let payments: StripePayments;
const adapter = (port: number, secretKey = "sk_test_standin") =>
  new StripePayments({ secretKey, webhookSecret, client: { host: "127.0.0.1", port, protocol: "http" } });

beforeAll(async () => {
  standIn = await startStripeStandIn();
  payments = adapter(standIn.port);
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
});

describe("StripePayments.createCheckout", () => {
  it("creates a one-time payment session: integer cents, donate button, metadata on the session and its payment intent", async () => {
    const session = await payments.createCheckout(ONE_TIME);
    expect(session).toEqual({ id: expect.stringMatching(/^cs_test_/), url: `https://checkout.stripe.com/c/pay/${session.id}` });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request?.headers.authorization).toBe("Bearer sk_test_standin");
    expect(request?.headers["idempotency-key"]).toBe(`checkout-${ONE_TIME.donationId}`);
    expect(request?.body).toEqual({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: { currency: "usd", unit_amount: "2500", product_data: { name: "Donation to Mindful Minds Foundation" } },
        },
      ],
      client_reference_id: ONE_TIME.donationId,
      metadata: { donationId: ONE_TIME.donationId },
      payment_intent_data: { metadata: { donationId: ONE_TIME.donationId } },
      submit_type: "donate",
      customer_email: "donor@example.org",
      success_url: ONE_TIME.successUrl,
      cancel_url: ONE_TIME.cancelUrl,
    });
  });

  it("creates a monthly subscription session: a recurring monthly price, donation and plan in the session's and the subscription's metadata", async () => {
    await payments.createCheckout(MONTHLY);
    const body = standIn.requests[0]?.body;
    const metadata = { donationId: MONTHLY.donationId, planId: MONTHLY.planId };
    expect(body).toEqual({
      mode: "subscription",
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: "1000",
            product_data: { name: "Monthly donation to Mindful Minds Foundation" },
            recurring: { interval: "month" },
          },
        },
      ],
      client_reference_id: MONTHLY.donationId,
      metadata,
      subscription_data: { metadata },
      success_url: MONTHLY.successUrl,
      cancel_url: MONTHLY.cancelUrl,
    });
    // Stripe refuses submit_type and payment_intent_data in subscription mode; no e-mail was given.
    expect(body).not.toHaveProperty("submit_type");
    expect(body).not.toHaveProperty("payment_intent_data");
    expect(body).not.toHaveProperty("customer_email");
  });

  it("sends the amount as integer cents, never a float, for amounts a float would round", async () => {
    for (const amountCents of [50, 1999, 100_001, 99_999_999]) {
      await payments.createCheckout({ ...ONE_TIME, amountCents, donationId: `amount-${amountCents}` });
    }
    const sent = standIn.requests.map((r) => (r.body.line_items as { price_data: { unit_amount: string } }[])[0]?.price_data.unit_amount);
    expect(sent).toEqual(["50", "1999", "100001", "99999999"]);
  });

  it("asks once per donation: the same donation's checkout again is Stripe's first answer (idempotency key)", async () => {
    const request = { ...ONE_TIME, donationId: "idempotent-donation" };
    const first = await payments.createCheckout(request);
    const again = await payments.createCheckout(request);
    expect(again).toEqual(first);
    expect(standIn.requests.map((r) => r.headers["idempotency-key"])).toEqual([
      "checkout-idempotent-donation",
      "checkout-idempotent-donation",
    ]);
    // Other terms under the same donation are Stripe's idempotency error, not a second session.
    await expect(payments.createCheckout({ ...request, amountCents: 9900 })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("sends nothing for a request Stripe would refuse", async () => {
    for (const [, request] of NONSENSE) await payments.createCheckout(request).catch(() => undefined);
    expect(standIn.requests).toEqual([]);
  });

  it("propagates Stripe's errors (the services map them): a refusal, a wrong key", async () => {
    standIn.failNext({
      status: 400,
      type: "invalid_request_error",
      code: "amount_too_small",
      message: "Amount must be at least $0.50 usd",
    });
    const refused = await payments.createCheckout(ONE_TIME).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ statusCode: 400, code: "amount_too_small", message: "Amount must be at least $0.50 usd" });

    const wrongKey = adapter(standIn.port, "sk_test_revoked");
    await expect(wrongKey.createCheckout(ONE_TIME)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("throws when Stripe answers a session without a URL", async () => {
    const original = payments.stripe.checkout.sessions.create.bind(payments.stripe.checkout.sessions);
    const noUrl = adapter(standIn.port);
    noUrl.stripe.checkout.sessions.create = (async (...args: Parameters<typeof original>) => ({
      ...(await original(...args)),
      url: null,
    })) as typeof original;
    await expect(noUrl.createCheckout({ ...ONE_TIME, donationId: "no-url" })).rejects.toThrow(/without a URL/);
  });
});

describe("StripePayments.cancelSubscription", () => {
  it("cancels with DELETE /v1/subscriptions/:id; again, or an unknown one, counts as done", async () => {
    const id = standIn.seedSubscription();
    await payments.cancelSubscription(id);
    await payments.cancelSubscription(id);
    await payments.cancelSubscription("sub_unknown");
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /v1/subscriptions/${id}`,
      `DELETE /v1/subscriptions/${id}`,
      "DELETE /v1/subscriptions/sub_unknown",
    ]);
  });

  it("where Stripe refuses a second cancel as invalid, checks the subscription is cancelled and counts it done", async () => {
    const strict = await startStripeStandIn({ cancelledAgain: "invalid_request" });
    try {
      const p = adapter(strict.port);
      const id = strict.seedSubscription();
      await p.cancelSubscription(id);
      await p.cancelSubscription(id);
      expect(strict.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `DELETE /v1/subscriptions/${id}`,
        `DELETE /v1/subscriptions/${id}`,
        `GET /v1/subscriptions/${id}`,
      ]);
    } finally {
      await strict.close();
    }
  });

  it("propagates any other refusal, and an invalid one for a subscription that is still active", async () => {
    const id = standIn.seedSubscription();
    standIn.failNext({ status: 401, type: "invalid_request_error", message: "Invalid API Key provided: sk_test_***" });
    await expect(payments.cancelSubscription(id)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    standIn.failNext({ status: 400, type: "invalid_request_error", message: "Something else is wrong." });
    await expect(payments.cancelSubscription(id)).rejects.toThrow("Something else is wrong.");
    // Still active: the second request after the refusal was the GET that found it so.
    expect(standIn.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/subscriptions/${id}` });
  });
});

describe("StripePayments.customerPortalUrl", () => {
  it("creates a billing-portal session for the customer, returning to the URL given", async () => {
    const url = await payments.customerPortalUrl("cus_test_donor", "https://mmf.example/account/donations");
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(standIn.requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/billing_portal/sessions",
      body: { customer: "cus_test_donor", return_url: "https://mmf.example/account/donations" },
    });
  });

  it("propagates Stripe's error for a customer it does not know", async () => {
    const error = await payments.customerPortalUrl("not_a_customer", "https://mmf.example/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: "resource_missing" });
  });
});

describe("StripePayments.invoiceOfPayment", () => {
  it("finds the invoice a payment intent paid through the invoice payments filtered by that payment intent", async () => {
    standIn.seedInvoicePayment("pi_other", "in_other");
    standIn.seedInvoicePayment("pi_renewal", "in_renewal");
    expect(await payments.invoiceOfPayment("pi_renewal")).toBe("in_renewal");
    expect(await payments.invoiceOfPayment("pi_one_time")).toBeNull();
    expect(standIn.requests[0]).toMatchObject({
      method: "GET",
      path: "/v1/invoice_payments",
      body: { payment: { type: "payment_intent", payment_intent: "pi_renewal" }, limit: "1" },
    });
  });
});

describe("StripePayments.verifyEvent", () => {
  it("verifies with the endpoint's signing secret, without calling Stripe", () => {
    const event = stripeEvent("invoice.paid", { id: "in_1", object: "invoice" });
    const { body, signature } = signedEvent(event, webhookSecret);
    expect(payments.verifyEvent(body, signature)).toEqual(event);
    expect(standIn.requests).toEqual([]);
  });
});

describe("StripePayments.changeSubscriptionAmount", () => {
  it("gives the subscription's item a new monthly price of the same product, without proration; the event follows", async () => {
    const id = standIn.seedSubscription();
    expect(await payments.changeSubscriptionAmount({ subscriptionId: id, planId: "p", amountCents: 3550, currency: "usd" })).toBeNull();
    const update = standIn.requests.find((r) => r.method === "POST" && r.path === `/v1/subscriptions/${id}`);
    expect(update?.body).toMatchObject({
      proration_behavior: "none",
      items: [
        {
          id: expect.stringMatching(/^si_/),
          price_data: { currency: "usd", product: "prod_donation", unit_amount: "3550", recurring: { interval: "month" } },
        },
      ],
    });
  });
});

describe("StripePayments.refundPayment", () => {
  it("refunds the payment intent, once per gift (its idempotency key); a monthly gift's through the payment of its invoice", async () => {
    expect(await payments.refundPayment({ donationId: "gift-1", paymentIntentId: "pi_1", invoiceId: null })).toBeNull();
    standIn.seedInvoicePayment("pi_of_invoice", "in_monthly");
    await payments.refundPayment({ donationId: "gift-2", paymentIntentId: null, invoiceId: "in_monthly" });
    const refunds = standIn.requests.filter((r) => r.path === "/v1/refunds");
    expect(refunds.map((r) => [r.body.payment_intent, r.headers["idempotency-key"]])).toEqual([
      ["pi_1", "refund-gift-1"],
      ["pi_of_invoice", "refund-gift-2"],
    ]);
    await expect(payments.refundPayment({ donationId: "gift-3", paymentIntentId: null, invoiceId: "in_unknown" })).rejects.toThrow(
      "This gift has no payment to refund.",
    );
  });
});
