/**
 * The PaymentProvider contract (lib/payments/types.ts): one suite, run against every
 * implementation (lib/payments/contract.test.ts: Stripe on the local stand-in, the embedded
 * test-mode checkout and the test double of the service tests), so that a double cannot accept
 * what the real adapters refuse. What only one adapter does (the requests Stripe receives, the
 * embedded session URL) stays in its own tests. Test code only: imported by test files, never by the app.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BadRequestError } from "@/lib/errors";
import { signatureOf, signedEvent, stripeEvent } from "./sign";
import { WebhookSignatureError, type CheckoutRequest, type PaymentProvider } from "./types";

/** An implementation under test. */
export type PaymentsHarness = {
  payments: PaymentProvider;
  /** An active subscription this provider can cancel (seeded on the Stripe stand-in; any id elsewhere). */
  subscriptionId(): Promise<string>;
  /** Marks a checkout it created as paid, where the provider keeps checkouts (the embedded one does not: its page is ours). */
  payCheckout?(sessionId: string): void;
  close?(): Promise<void>;
};

export const ONE_TIME: CheckoutRequest = {
  donationId: "0b6e3f8a-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  mode: "payment",
  amountCents: 2500,
  currency: "usd",
  description: "Donation to Mindful Minds Foundation",
  customerEmail: "donor@example.org",
  successUrl: "https://mmf.example/donation/thanks?session={CHECKOUT_SESSION_ID}",
  cancelUrl: "https://mmf.example/donation?cancelled=1",
};

export const MONTHLY: CheckoutRequest = {
  donationId: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  planId: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
  mode: "subscription",
  amountCents: 1000,
  currency: "usd",
  description: "Monthly donation to Mindful Minds Foundation",
  successUrl: "http://localhost:3000/donation/thanks?session={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://localhost:3000/donation",
};

/** Requests Stripe would refuse: every adapter refuses them with BadRequestError before sending anything. */
export const NONSENSE: [string, CheckoutRequest][] = [
  ["zero cents", { ...ONE_TIME, amountCents: 0 }],
  ["negative cents", { ...ONE_TIME, amountCents: -500 }],
  ["fractional cents", { ...ONE_TIME, amountCents: 12.5 }],
  ["NaN cents", { ...ONE_TIME, amountCents: Number.NaN }],
  ["below Stripe's $0.50", { ...ONE_TIME, amountCents: 49 }],
  ["above Stripe's maximum", { ...ONE_TIME, amountCents: 100_000_000 }],
  ["another currency", { ...ONE_TIME, currency: "eur" as "usd" }],
  ["another mode", { ...ONE_TIME, mode: "setup" as "payment" }],
  ["an empty donation id", { ...ONE_TIME, donationId: "" }],
  ["an empty description", { ...ONE_TIME, description: "  " }],
  ["an e-mail that is not one", { ...ONE_TIME, customerEmail: "donor at example" }],
  ["a relative success URL", { ...ONE_TIME, successUrl: "/donation/thanks" }],
  ["a relative cancel URL", { ...ONE_TIME, cancelUrl: "donation" }],
  ["a javascript: URL", { ...ONE_TIME, successUrl: "javascript:alert(1)" }],
  ["a subscription without its plan", { ...MONTHLY, planId: undefined }],
];

export function paymentsContract(name: string, open: () => Promise<PaymentsHarness>): void {
  describe(`PaymentProvider contract: ${name}`, () => {
    let h: PaymentsHarness;
    beforeAll(async () => {
      h = await open();
    });
    afterAll(async () => {
      await h?.close?.();
    });

    const event = () =>
      stripeEvent("checkout.session.completed", { id: "cs_test_1", object: "checkout.session", metadata: { donationId: "d1" } });
    const now = () => Math.floor(Date.now() / 1000);

    it("has a webhook signing secret in Stripe's form (whsec_…)", () => {
      expect(h.payments.webhookSecret).toMatch(/^whsec_\S{16,}$/);
    });

    it("creates a one-time checkout: a session id and an absolute http(s) URL to send the donor to", async () => {
      const session = await h.payments.createCheckout(ONE_TIME);
      expect(session.id).toMatch(/^cs_/);
      expect(["https:", "http:"]).toContain(new URL(session.url).protocol);
      const other = await h.payments.createCheckout({ ...ONE_TIME, donationId: "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a" });
      expect(other.id).not.toBe(session.id);
    });

    it("creates a monthly (subscription) checkout, without an e-mail too", async () => {
      const session = await h.payments.createCheckout(MONTHLY);
      expect(session.id).toMatch(/^cs_/);
      expect(["https:", "http:"]).toContain(new URL(session.url).protocol);
    });

    it("refuses a checkout request Stripe would refuse, with BadRequestError", async () => {
      for (const [what, request] of NONSENSE) {
        const error = await h.payments.createCheckout(request).catch((e: unknown) => e);
        expect(error instanceof BadRequestError, what).toBe(true);
      }
    });

    it("verifies a correctly signed event and returns it", () => {
      const sent = event();
      const { body, signature } = signedEvent(sent, h.payments.webhookSecret);
      expect(h.payments.verifyEvent(body, signature)).toEqual(sent);
      // Four minutes old, or four minutes ahead (a clock a little fast), is still within Stripe's five.
      for (const at of [now() - 240, now() + 240]) {
        const recent = signedEvent(sent, h.payments.webhookSecret, at);
        expect(h.payments.verifyEvent(recent.body, recent.signature).id).toBe(sent.id);
      }
    });

    it("refuses a missing, malformed, forged, stale, future or tampered signature and a body that is not an event (WebhookSignatureError, 400)", () => {
      const secret = h.payments.webhookSecret;
      const { body, signature } = signedEvent(event(), secret);
      const forged = signedEvent(event(), "whsec_someone_elses_secret_0123456789");
      const stale = signedEvent(event(), secret, now() - 600);
      const ahead = signedEvent(event(), secret, now() + 600);
      const farAhead = signedEvent(event(), secret, now() + 10 * 365 * 24 * 3600);
      const tampered = body.replace('"d1"', '"d2"');
      expect(tampered).not.toBe(body);
      const notJson = "not json {";
      const notEvent = JSON.stringify({ id: "cs_test_1", object: "checkout.session" });
      const cases: [string, string, string | null, RegExp][] = [
        ["no header", body, null, /Missing Stripe-Signature/],
        ["an empty header", body, "", /Missing Stripe-Signature/],
        ["a malformed header", body, "garbage", /Malformed/],
        ["another secret's signature", forged.body, forged.signature, /does not match/],
        ["a tampered body", tampered, signature, /does not match/],
        ["a signature ten minutes old", stale.body, stale.signature, /too old/],
        ["a signature dated ten minutes ahead", ahead.body, ahead.signature, /ahead/],
        ["a signature dated ten years ahead", farAhead.body, farAhead.signature, /ahead/],
        // Signed over "NaN.<body>" as Stripe's check computes it: its age is NaN, which constructEvent never finds too old.
        [
          "a timestamp that is not a number",
          body,
          `t=NaN,v1=${createHmac("sha256", secret).update(`NaN.${body}`).digest("hex")}`,
          /Malformed/,
        ],
        ["two timestamps", body, `t=${now()},${signature}`, /Malformed/],
        ["a signed body that is not JSON", notJson, signatureOf(notJson, secret), /not JSON/],
        ["a signed body that is not an event", notEvent, signatureOf(notEvent, secret), /not a Stripe event/],
        ["a signed JSON array", "[1,2]", signatureOf("[1,2]", secret), /not a Stripe event/],
        ["an empty body", "", signatureOf("", secret), /empty/],
      ];
      for (const [what, rawBody, header, message] of cases) {
        let error: unknown;
        try {
          h.payments.verifyEvent(rawBody, header);
        } catch (e) {
          error = e;
        }
        expect(error, what).toBeInstanceOf(WebhookSignatureError);
        expect(error, what).toBeInstanceOf(BadRequestError);
        expect((error as Error).message, what).toMatch(message);
        expect((error as Error).message, what).not.toContain(secret);
        expect((error as Error).message.length, what).toBeLessThan(80);
      }
    });

    it("expires an open checkout (again, or one it does not know: still expired); a paid one answers complete", async () => {
      const open = await h.payments.createCheckout(MONTHLY);
      expect(await h.payments.expireCheckout(open.id)).toBe("expired");
      expect(await h.payments.expireCheckout(open.id)).toBe("expired");
      expect(await h.payments.expireCheckout("cs_test_never_existed")).toBe("expired");
      if (!h.payCheckout) return;
      const paid = await h.payments.createCheckout(ONE_TIME);
      h.payCheckout(paid.id);
      expect(await h.payments.expireCheckout(paid.id)).toBe("complete");
    });

    it("cancels a subscription; cancelling it again, or one it does not know, is not an error", async () => {
      const id = await h.subscriptionId();
      await expect(h.payments.cancelSubscription(id)).resolves.toBeUndefined();
      await expect(h.payments.cancelSubscription(id)).resolves.toBeUndefined();
      await expect(h.payments.cancelSubscription("sub_never_existed")).resolves.toBeUndefined();
    });

    it("gives a customer-portal URL (absolute https) or null where there is none", async () => {
      const url = await h.payments.customerPortalUrl("cus_test_donor", "https://mmf.example/account/donations");
      if (url !== null) expect(new URL(url).protocol).toBe("https:");
      if (h.payments.kind === "embedded") expect(url).toBeNull();
    });

    it("changes a subscription's monthly amount: the provider's event follows (null), or it is handed back signed (embedded)", async () => {
      const id = await h.subscriptionId();
      const sent = await h.payments.changeSubscriptionAmount({
        subscriptionId: id,
        planId: MONTHLY.planId!,
        amountCents: 4200,
        currency: "usd",
      });
      if (sent === null) return;
      const event = h.payments.verifyEvent(sent.body, sent.signature);
      expect(event.type).toBe("customer.subscription.updated");
      expect(event.data.object).toMatchObject({ id, items: { data: [{ price: { unit_amount: 4200 } }] } });
    });

    it("refunds a payment: the provider's event follows (null), or it is handed back signed (embedded); naming no payment is BadRequestError", async () => {
      const sent = await h.payments.refundPayment({ donationId: ONE_TIME.donationId, paymentIntentId: "pi_contract_1", invoiceId: null });
      if (sent !== null) {
        const event = h.payments.verifyEvent(sent.body, sent.signature);
        expect(event).toMatchObject({ type: "charge.refunded", data: { object: { refunded: true, payment_intent: "pi_contract_1" } } });
      }
      const error = await h.payments
        .refundPayment({ donationId: ONE_TIME.donationId, paymentIntentId: null, invoiceId: null })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestError);
    });

    it("answers null for the invoice of a payment intent that paid none", async () => {
      expect(await h.payments.invoiceOfPayment("pi_not_an_invoice_payment")).toBeNull();
    });
  });
}
