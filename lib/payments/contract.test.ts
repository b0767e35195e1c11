/**
 * The PaymentProvider contract (./contract.ts) against every implementation: Stripe through the
 * official client on the local stand-in (test/stripe-stand-in.ts), the embedded test-mode checkout
 * and the in-memory double of the service tests.
 */
import { MemoryPayments } from "@/test/memory-payments";
import { startStripeStandIn } from "@/test/stripe-stand-in";
import { paymentsContract } from "./contract";
import { EmbeddedPayments } from "./embedded";
import { StripePayments } from "./stripe";

paymentsContract("Stripe, on the local stand-in", async () => {
  const standIn = await startStripeStandIn();
  const payments = new StripePayments({
    secretKey: "sk_test_standin",
    webhookSecret: "whsec_stand_in_endpoint_secret_0123456789",
    client: { host: "127.0.0.1", port: standIn.port, protocol: "http" },
  });
  return {
    payments,
    subscriptionId: async () => standIn.seedSubscription(),
    payCheckout: (id) => Object.assign(standIn.sessions.get(id) ?? {}, { status: "complete", payment_status: "paid" }),
    close: standIn.close,
  };
});

paymentsContract("embedded test-mode checkout", async () => ({
  payments: new EmbeddedPayments({
    siteUrl: "http://localhost:3000",
    authSecret: "test-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
  }),
  subscriptionId: async () => "sub_test_embedded",
}));

paymentsContract("in-memory test double", async () => {
  const payments = new MemoryPayments();
  return { payments, subscriptionId: async () => "sub_test_memory", payCheckout: (id) => payments.paidCheckouts.add(id) };
});

paymentsContract("in-memory test double, as the embedded adapter", async () => ({
  payments: new MemoryPayments({ kind: "embedded" }),
  subscriptionId: async () => "sub_test_memory",
}));
