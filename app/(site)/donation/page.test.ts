import type { Session } from "next-auth";
import { beforeEach, describe, expect, it } from "vitest";
import { createPayments, setPaymentsForTests } from "@/lib/payments";
import { env } from "@/lib/env";
import { resetDb } from "@/test/db";
import { renderPage, textOf } from "@/test/render";
import { createCheckoutSession } from "@/features/donations/server/checkout";
import { finishTestCheckout } from "@/features/donations/server/test-checkout";
import DonationAliasPage from "./page";
import DonationsPage from "../donations/page";

beforeEach(async () => {
  await resetDb();
  setPaymentsForTests(createPayments(env()));
});

/** The page as the browser first receives it, for a guest (session null) or a signed-in donor. */
const page = async (searchParams: Record<string, string | string[] | undefined>, session: Session | null = null) =>
  renderPage(await DonationAliasPage({ searchParams: Promise.resolve(searchParams) }), session);

/** A guest's gift through the embedded test checkout; `outcome` finishes it. */
async function gift(body: Record<string, unknown>, outcome?: "paid" | "failed") {
  const { sessionId } = await createCheckoutSession(null, { email: "g@example.org", donerName: "G", ...body }, { ip: "page-test" });
  if (outcome) await finishTestCheckout({ session: sessionId, outcome });
  return sessionId;
}

describe("/donation after a checkout (status=success)", () => {
  it("says Donation Successful with the amount and frequency the server recorded, and that the receipt is on its way", async () => {
    const session_id = await gift({ donationAmount: 25 }, "paid");
    const text = textOf(await page({ status: "success", session_id }));
    expect(text).toContain("Donation Successful");
    expect(text).toContain("Thank you for your one-time gift of $25.00.");
    expect(text).toContain("A receipt is on its way to you by e-mail");
    expect(await page({ status: "success", session_id })).toMatch(/<a [^>]*href="\/"[^>]*>.*Return Home/s);
    expect(text).not.toContain("Make a donation");
  });

  it("names a monthly gift as monthly, and a gift still being confirmed as such (the receipt follows)", async () => {
    const monthly = await gift({ donationAmount: 40, recurring: true }, "paid");
    expect(textOf(await page({ status: "success", session_id: monthly }))).toContain("Thank you for your monthly gift of $40.00.");
    const pending = await gift({ donationAmount: 12.5 });
    const text = textOf(await page({ status: "success", session_id: pending }));
    expect(text).toContain("Thank you for your one-time gift of $12.50.");
    expect(text).toContain("We are confirming your payment");
    expect(text).not.toContain("A receipt is on its way");
  });

  it("never takes the amount from the URL: without a known session it names none", async () => {
    for (const params of [
      { status: "success" },
      { status: "success", session_id: "cs_test_unknown" },
      { status: "success", amount: "999" },
    ]) {
      const text = textOf(await page(params));
      expect(text, JSON.stringify(params)).toContain("Donation Successful");
      expect(text, JSON.stringify(params)).not.toMatch(/\$\d/);
      expect(text, JSON.stringify(params)).toContain("Return Home");
    }
  });

  it("shows Payment Failed when the checkout behind a success address failed", async () => {
    const failed = await gift({ donationAmount: 25 }, "failed");
    const text = textOf(await page({ status: "success", session_id: failed }));
    expect(text).toContain("Payment Failed");
    expect(text).not.toContain("Donation Successful");
  });
});

describe("/donation?status=failed", () => {
  it("says Payment Failed, the spec's sentence, and Retry Payment to /donation", async () => {
    const markup = await page({ status: "failed" });
    expect(textOf(markup)).toContain("Payment Failed");
    expect(textOf(markup)).toContain("Something went wrong with your payment. Please try again.");
    expect(markup).toMatch(/<a [^>]*href="\/donation"[^>]*>.*Retry Payment/s);
    // A repeated parameter counts by its first value, as everywhere on the site.
    expect(textOf(await page({ status: ["failed", "success"] }))).toContain("Payment Failed");
  });
});

describe("the donation form (/donations, and /donation without a status)", () => {
  it("offers the presets as a labelled radio group with 10 chosen, a visible custom amount, one-time or monthly", async () => {
    for (const markup of [renderPage(DonationsPage()), await page({}), await page({ status: "other" })]) {
      const text = textOf(markup);
      expect(text).toContain("Make a donation");
      expect(text).toContain("Choose an amount (USD)");
      const presets = [...markup.matchAll(/<input [^>]*name="preset"[^>]*>/g)].map(([input]) => [
        /value="(\d+)"/.exec(input)?.[1],
        input.includes('checked=""'),
      ]);
      expect(presets).toEqual([
        ["10", true],
        ["25", false],
        ["50", false],
        ["100", false],
        ["250", false],
        ["500", false],
      ]);
      expect(markup).toMatch(/<label [^>]*for="[^"]+"[^>]*>Custom amount<\/label>/);
      expect(text).toContain("Any amount from $1.00 to $10,000.00");
      expect(markup).toMatch(/<legend[^>]*>How often<\/legend>/);
      expect([...markup.matchAll(/<input [^>]*name="frequency"[^>]*value="(one-time|monthly)"[^>]*>/g)].map((m) => m[1])).toEqual([
        "one-time",
        "monthly",
      ]);
      expect(text).toContain("Give anonymously");
      expect(text).toContain("Donate $10.00");
      // The embedded mode's honest note.
      expect(text).toContain("This demo site uses a test checkout: no card is asked for and no money is taken.");
    }
  });

  it("asks a guest for a name and an e-mail, with links to log in or sign up that come back to /donation", async () => {
    const markup = await page({});
    expect(markup).toContain('href="/login?callbackUrl=/donation"');
    expect(markup).toContain('href="/signup?callbackUrl=/donation"');
    expect(textOf(markup)).toContain("Your name");
    expect(textOf(markup)).toContain("E-mail for your receipt");
  });

  it("names a signed-in donor instead of asking", async () => {
    const session = {
      user: { id: "u1", name: "Sam Student", email: "sam@example.org", role: "user" },
      sessionVersion: 1,
      expires: new Date(Date.now() + 3_600_000).toISOString(),
    } as Session;
    const text = textOf(await page({}, session));
    expect(text).toContain("Giving as Sam Student (sam@example.org)");
    expect(text).not.toContain("E-mail for your receipt");
    expect(text).not.toContain("Log in");
  });

  it("never links to itself from Join Us (both addresses are the donation page)", async () => {
    for (const markup of [renderPage(DonationsPage()), await page({}), await page({ status: "failed" })]) {
      const joinUs = /<section aria-labelledby="join-us".*?<\/section>/s.exec(markup)?.[0] ?? "";
      expect([...joinUs.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])).toEqual(["/contact"]);
    }
  });
});
