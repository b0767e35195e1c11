import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { donations } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { ConflictError, InvalidError, NotFoundError } from "@/lib/errors";
import { getPayments, isEmbeddedSessionId, signedEvent, stripeEvent, successUrlFor } from "@/lib/payments";
import { parseInput } from "@/lib/validate";
import { handleWebhook } from "./fulfil";
import { returnUrls } from "./checkout";
import { testCheckoutSchema } from "../schema";

/**
 * The embedded test-mode checkout (no Stripe keys configured): a page of our own where the
 * visitor chooses to pay or to fail. It takes no money. Choosing sends what Stripe would send,
 * as Stripe-shaped events signed with the embedded webhook secret, through `handleWebhook`: the
 * same verification and fulfilment a real payment runs. Unavailable (404) when Stripe is configured.
 */
const NOT_FOUND = "This test checkout does not exist.";

export type TestCheckout = {
  sessionId: string;
  amountCents: number;
  frequency: "one-time" | "monthly";
  /** Whether the page must ask for an address for the receipt. */
  needsEmail: boolean;
  status: "pending" | "completed" | "failed" | "expired" | "refunded";
};

async function findCheckout(sessionId: string) {
  if (getPayments().kind !== "embedded" || !isEmbeddedSessionId(sessionId)) throw new NotFoundError(NOT_FOUND);
  const db = await getDb();
  const [row] = await db.select().from(donations).where(eq(donations.checkoutSessionId, sessionId));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function getTestCheckout(sessionId: string): Promise<TestCheckout> {
  const row = await findCheckout(sessionId);
  return { sessionId, amountCents: row.amountCents, frequency: row.donationType, needsEmail: row.donorEmail === null, status: row.status };
}

const fakeId = (prefix: string) => `${prefix}_embedded_${randomBytes(12).toString("hex")}`;

/** Pays or fails the test checkout and returns where the browser goes next (the return page). */
export async function finishTestCheckout(input: unknown): Promise<{ redirect: string }> {
  const { session, outcome, email } = parseInput(testCheckoutSchema, input);
  const row = await findCheckout(session);
  if (row.status !== "pending") throw new ConflictError("This checkout is already finished.");
  if (outcome === "paid" && !row.donorEmail && !email) {
    const message = "Please enter your e-mail address for the receipt.";
    throw new InvalidError(message, { email: message });
  }
  const urls = returnUrls(env().siteUrl);
  const metadata = { donationId: row.id, ...(row.planId ? { planId: row.planId } : {}) };
  const deliver = async (event: object) => {
    const { body, signature } = signedEvent(event, getPayments().webhookSecret);
    await handleWebhook(body, signature);
  };

  if (outcome === "failed") {
    await deliver(
      stripeEvent("checkout.session.async_payment_failed", {
        id: session,
        object: "checkout.session",
        mode: row.planId ? "subscription" : "payment",
        payment_status: "unpaid",
        metadata,
        client_reference_id: row.id,
      }),
    );
    return { redirect: urls.cancelUrl };
  }

  const customerDetails = { email: row.donorEmail ?? email ?? null, name: row.donorName };
  if (!row.planId) {
    await deliver(
      stripeEvent("checkout.session.completed", {
        id: session,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: row.amountCents,
        currency: "usd",
        payment_intent: fakeId("pi"),
        metadata,
        client_reference_id: row.id,
        customer_details: customerDetails,
      }),
    );
  } else {
    const subscription = fakeId("sub");
    const customer = fakeId("cus");
    const invoice = fakeId("in");
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripeEvent("checkout.session.completed", {
        id: session,
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        amount_total: row.amountCents,
        currency: "usd",
        subscription,
        customer,
        invoice,
        metadata,
        client_reference_id: row.id,
        customer_details: customerDetails,
      }),
    );
    await deliver(
      stripeEvent("invoice.paid", {
        id: invoice,
        object: "invoice",
        billing_reason: "subscription_create",
        amount_paid: row.amountCents,
        currency: "usd",
        customer,
        customer_email: customerDetails.email,
        status_transitions: { paid_at: now },
        parent: { type: "subscription_details", subscription_details: { subscription, metadata } },
      }),
    );
  }
  return { redirect: successUrlFor(urls.successUrl, session) };
}
