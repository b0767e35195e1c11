import { beforeEach, describe, expect, it } from "vitest";
import { createPayments, setPaymentsForTests } from "@/lib/payments";
import { env } from "@/lib/config/env";
import { resetDb } from "@/test/db";
import { renderHtml, textOf } from "@/test/render";
import { MemoryPayments } from "@/test/memory-payments";
import { createCheckoutSession } from "@/features/donations/server/checkout";
import { finishTestCheckout } from "@/features/donations/server/test-checkout";
import TestCheckoutPage, { metadata } from "./page";

beforeEach(async () => {
  await resetDb();
  setPaymentsForTests(createPayments(env()));
});

const page = async (session: string | string[] | undefined) =>
  renderHtml(await TestCheckoutPage({ searchParams: Promise.resolve(session === undefined ? {} : { session }) }));
const start = async (body: Record<string, unknown>) =>
  (await createCheckoutSession(null, { donationAmount: 25, ...body }, { ip: "checkout-page-test" })).sessionId;

describe("the embedded test checkout page", () => {
  it("is plainly a test that takes no money, shows the amount and frequency, and offers pay or fail; no card fields", async () => {
    const markup = await page(await start({ email: "g@example.org", donerName: "G" }));
    const text = textOf(markup);
    expect(text).toContain("Test — no money taken This is the site's own test checkout, not a real payment page.");
    expect(text).toContain("$25.00");
    expect(text).toContain("One-time");
    expect(text).toContain("Pay $25.00 (test)");
    expect(text).toContain("Simulate a failed payment");
    expect(markup).not.toMatch(/card ?number|cvc|expir/i);
    // Both buttons wait for the page's JavaScript: a click before it would send the form the browser's way.
    expect(markup).toMatch(/<button type="submit" class="[^"]*" disabled="">/);
    expect(markup).toMatch(/<button type="button" class="[^"]*" disabled="">/);
    expect(text).toContain("This test checkout needs JavaScript");
    // The donor gave an address already: none is asked for.
    expect(markup).not.toContain('type="email"');
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it("asks for an e-mail for the receipt when the gift has none, and names a monthly gift", async () => {
    const markup = await page(await start({ recurring: true, anonymous: true, donationAmount: 12.5 }));
    expect(markup).toContain('type="email"');
    expect(textOf(markup)).toContain("E-mail for your receipt");
    expect(textOf(markup)).toContain("Monthly every month until cancelled");
    expect(textOf(markup)).toContain("Pay $12.50 (test)");
  });

  it("says Checkout not found for an unknown or missing session, and that a finished one is finished", async () => {
    for (const session of [undefined, "", "cs_test_embedded_000000000000000000000000", "nonsense", ["x", "y"]]) {
      expect(textOf(await page(session)), JSON.stringify(session)).toContain("Checkout not found");
    }
    const paid = await start({ email: "g@example.org", donerName: "G" });
    await finishTestCheckout({ session: paid, outcome: "paid" });
    const text = textOf(await page(paid));
    expect(text).toContain("This checkout is finished");
    expect(text).not.toContain("Pay $25.00 (test)");
  });

  it("does not exist when Stripe takes the payments", async () => {
    const session = await start({ email: "g@example.org", donerName: "G" });
    setPaymentsForTests(new MemoryPayments({ kind: "stripe" }));
    expect(textOf(await page(session))).toContain("Checkout not found");
  });
});
