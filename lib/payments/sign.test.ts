import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { signatureOf, signedEvent, stripeEvent, STRIPE_API_VERSION } from "./sign";
import { verifyStripeEvent } from "./webhook";

const secret = "whsec_sign_test_secret_0123456789";

describe("stripeEvent", () => {
  it("wraps a resource in Stripe's event envelope", () => {
    const before = Math.floor(Date.now() / 1000);
    const event = stripeEvent("invoice.paid", { id: "in_1", object: "invoice", amount_paid: 1000 });
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: expect.any(Number),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "invoice.paid",
      data: { object: { id: "in_1", object: "invoice", amount_paid: 1000 } },
    });
    expect(event.created).toBeGreaterThanOrEqual(before);
    expect(STRIPE_API_VERSION).toBe("2026-10-28.endive");
    expect(stripeEvent("invoice.paid", {}).id).not.toBe(event.id);
  });

  it("takes a given id (a redelivery) and creation time", () => {
    expect(stripeEvent("charge.refunded", { id: "ch_1" }, { id: "evt_same", created: 1_800_000_000 })).toMatchObject({
      id: "evt_same",
      created: 1_800_000_000,
    });
  });
});

describe("signedEvent", () => {
  it("signs the JSON body as Stripe does: t=<seconds>,v1=<HMAC-SHA256 of t.body>, verified by constructEvent", () => {
    const event = stripeEvent("checkout.session.completed", { id: "cs_1" });
    const { body, signature } = signedEvent(event, secret, 1_800_000_000);
    expect(JSON.parse(body)).toEqual(event);
    expect(signature).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(signature).toBe(signatureOf(body, secret, 1_800_000_000));
    expect(() => Stripe.webhooks.constructEvent(body, signature, secret, 0)).not.toThrow();
    const fresh = signedEvent(event, secret);
    expect(verifyStripeEvent(fresh.body, fresh.signature, secret)).toEqual(event);
  });
});
