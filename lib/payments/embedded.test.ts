/** What only the embedded test-mode checkout does: the contract suite (contract.test.ts) covers the rest. */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { successUrlFor } from "./checkout";
import { MONTHLY, ONE_TIME } from "./contract";
import { EmbeddedPayments, embeddedWebhookSecret, isEmbeddedSessionId } from "./embedded";
import { signedEvent, stripeEvent } from "./sign";

const authSecret = "test-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

describe("EmbeddedPayments", () => {
  it("derives its webhook secret from AUTH_SECRET: the same on every instance and restart, another for another AUTH_SECRET", () => {
    const one = new EmbeddedPayments({ siteUrl: "http://localhost:3000", authSecret });
    const two = new EmbeddedPayments({ siteUrl: "https://mmf.example", authSecret });
    expect(one.webhookSecret).toBe(two.webhookSecret);
    expect(one.webhookSecret).toBe(`whsec_${createHmac("sha256", authSecret).update("embedded-payments-webhook").digest("base64url")}`);
    expect(embeddedWebhookSecret(authSecret)).toBe(one.webhookSecret);
    expect(embeddedWebhookSecret(`${authSecret}x`)).not.toBe(one.webhookSecret);
    expect(one.webhookSecret).not.toContain(authSecret);
    // An event one instance signed (the checkout page) is accepted by another (the webhook route).
    const event = stripeEvent("checkout.session.completed", { id: "cs_test_embedded_x", object: "checkout.session" });
    const { body, signature } = signedEvent(event, one.webhookSecret);
    expect(two.verifyEvent(body, signature)).toEqual(event);
  });

  it("sends the donor to the site's own test-mode checkout page with a fresh session id", async () => {
    const payments = new EmbeddedPayments({ siteUrl: "https://mmf.example/", authSecret });
    const ids = new Set<string>();
    for (const request of [ONE_TIME, MONTHLY, ONE_TIME]) {
      const session = await payments.createCheckout(request);
      expect(session.id).toMatch(/^cs_test_embedded_[0-9a-f]{24}$/);
      expect(isEmbeddedSessionId(session.id)).toBe(true);
      expect(session.url).toBe(`https://mmf.example/donation/checkout?session=${session.id}`);
      ids.add(session.id);
    }
    expect(ids.size).toBe(3);
  });

  it("recognises only its own session ids", () => {
    for (const id of [
      "cs_test_abc",
      "cs_test_embedded_",
      "cs_test_embedded_0123456789abcdef0123456",
      "cs_test_embedded_0123456789abcdef01234567x",
      "../x",
    ]) {
      expect(isEmbeddedSessionId(id), id).toBe(false);
    }
  });

  it("has no subscription to cancel, no customer portal and no invoices", async () => {
    const payments = new EmbeddedPayments({ siteUrl: "http://localhost:3000", authSecret });
    await expect(payments.cancelSubscription()).resolves.toBeUndefined();
    expect(await payments.customerPortalUrl()).toBeNull();
    expect(await payments.invoiceOfPayment("pi_not_an_invoice_payment")).toBeNull();
  });
});

describe("EmbeddedPayments' own events (no Stripe to send them)", () => {
  const payments = new EmbeddedPayments({ siteUrl: "http://localhost:3000", authSecret });

  it("changes a subscription's amount as Stripe's customer.subscription.updated, signed with its webhook secret", async () => {
    const sent = await payments.changeSubscriptionAmount({
      subscriptionId: "sub_embedded_1",
      planId: MONTHLY.planId!,
      amountCents: 4200,
      currency: "usd",
    });
    const event = payments.verifyEvent(sent.body, sent.signature);
    expect(event.type).toBe("customer.subscription.updated");
    expect(event.data.object).toMatchObject({
      id: "sub_embedded_1",
      status: "active",
      metadata: { planId: MONTHLY.planId },
      items: { data: [{ quantity: 1, price: { unit_amount: 4200 } }] },
    });
  });

  it("refunds as Stripe's charge.refunded: by the payment intent, or by one that names the invoice, which invoiceOfPayment reads back", async () => {
    const byIntent = payments.verifyEvent(
      ...bodyAndSignature(await payments.refundPayment({ donationId: "d", paymentIntentId: "pi_1", invoiceId: null })),
    );
    expect(byIntent).toMatchObject({ type: "charge.refunded", data: { object: { refunded: true, payment_intent: "pi_1" } } });
    const byInvoice = payments.verifyEvent(
      ...bodyAndSignature(await payments.refundPayment({ donationId: "d", paymentIntentId: null, invoiceId: "in_embedded_1" })),
    );
    const intent = (byInvoice.data.object as { payment_intent: string }).payment_intent;
    expect(await payments.invoiceOfPayment(intent)).toBe("in_embedded_1");
    await expect(payments.refundPayment({ donationId: "d", paymentIntentId: null, invoiceId: null })).rejects.toThrow(
      "This gift has no payment to refund.",
    );
  });
});

const bodyAndSignature = (sent: { body: string; signature: string }): [string, string] => [sent.body, sent.signature];

describe("successUrlFor", () => {
  it("puts the session id where Stripe would ({CHECKOUT_SESSION_ID}), and leaves a URL without it alone", () => {
    expect(successUrlFor("https://mmf.example/donation/thanks?session={CHECKOUT_SESSION_ID}", "cs_test_embedded_ab")).toBe(
      "https://mmf.example/donation/thanks?session=cs_test_embedded_ab",
    );
    expect(successUrlFor("https://mmf.example/thanks", "cs_1")).toBe("https://mmf.example/thanks");
  });
});
