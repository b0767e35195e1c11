import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createPayments, setPaymentsForTests } from "@/lib/payments";
import { env } from "@/lib/config/env";
import { renderPage, textOf } from "@/test/render";
import { createCheckoutSession } from "@/features/donations/server/checkout";
import { finishTestCheckout } from "@/features/donations/server/test-checkout";
import { donations } from "@/lib/db/schema";
import { getDb, resetDb } from "@/test/db";
import { deliver, sessionCompleted } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import DonationResultPage from "./page";

/** The gift a checkout session made. */
async function giftOf(sessionId: string) {
  const [row] = await (await getDb()).select().from(donations).where(eq(donations.checkoutSessionId, sessionId));
  return row!;
}

beforeEach(async () => {
  await resetDb();
  setPaymentsForTests(createPayments(env()));
});

/** The page as the browser first receives it (a checkout's return, rewritten here from /donation?status=…). */
const page = async (searchParams: Record<string, string | string[] | undefined>) =>
  renderPage(await DonationResultPage({ searchParams: Promise.resolve(searchParams) }));

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

describe("the receipt and the account offer on a success", () => {
  it("links a paid gift's receipt by its signed, expiring link and offers a guest an account; nothing of the kind while pending", async () => {
    const pending = await gift({ donationAmount: 25 });
    const before = await page({ status: "success", session_id: pending });
    expect(textOf(before)).not.toContain("Download your receipt");
    expect(textOf(before)).not.toContain("Create an account to see your gifts");

    await finishTestCheckout({ session: pending, outcome: "paid" });
    const html = await page({ status: "success", session_id: pending });
    const { id } = await giftOf(pending);
    expect(html).toMatch(new RegExp(`href="/api/v1/userDonation/receipt/${id}\\?expires=\\d+&amp;token=[\\w-]+"[^>]*download`));
    const text = textOf(html);
    expect(text).toContain("Download your receipt (PDF)");
    expect(text).toContain("Create an account to see your gifts");
    expect(html).toMatch(/<a [^>]*href="\/signup\/student"[^>]*>.*Create an account/s);
    // The address never goes into a URL.
    expect(html).not.toContain("g%40example.org");
    expect(html).not.toContain("g@example.org");
  });
});

describe("/donation?status=failed", () => {
  it("says Payment Failed, the spec's sentence, and Retry Payment to /donation (with ?retry=1, which puts back what was entered)", async () => {
    const markup = await page({ status: "failed" });
    expect(textOf(markup)).toContain("Payment Failed");
    expect(textOf(markup)).toContain("Something went wrong with your payment. Please try again.");
    expect(markup).toMatch(/<a [^>]*href="\/donation\?retry=1"[^>]*>.*Retry Payment/s);
    // A repeated parameter counts by its first value, as everywhere on the site.
    expect(textOf(await page({ status: ["failed", "success"] }))).toContain("Payment Failed");
  });
});

describe("a result in test mode (no money taken)", () => {
  const TEST_GIFT = "Test — no money taken This gift was made in test mode: nothing was charged, and its receipt says so.";
  const TEST_SITE = "Test — no money taken This site's checkout is in test mode: nothing is ever charged.";

  it("says so on the success of a test gift, and on every result while the site takes no money", async () => {
    const session_id = await gift({ donationAmount: 25 }, "paid");
    const text = textOf(await page({ status: "success", session_id }));
    expect(text).toContain(TEST_GIFT);
    expect(text.indexOf(TEST_GIFT)).toBeLessThan(text.indexOf("Donation Successful"));
    expect(textOf(await page({ status: "success" }))).toContain(TEST_GIFT);
    expect(textOf(await page({ status: "failed" }))).toContain(TEST_SITE);
  });

  it("says nothing of tests where money is taken, and goes by the gift's own record", async () => {
    const live = new MemoryPayments({ kind: "stripe" });
    setPaymentsForTests(live);
    const session_id = await gift({ donationAmount: 25 });
    await deliver(live, sessionCompleted(await giftOf(session_id), session_id));
    for (const params of [{ status: "success", session_id }, { status: "success" }, { status: "failed" }]) {
      expect(textOf(await page(params)), JSON.stringify(params)).not.toMatch(/test|no money/i);
    }
    // A test gift made before the switch to live still says what it was.
    setPaymentsForTests(createPayments(env()));
    const earlier = await gift({ donationAmount: 10 }, "paid");
    setPaymentsForTests(live);
    expect(textOf(await page({ status: "success", session_id: earlier }))).toContain(TEST_GIFT);
  });
});

describe("/donation/result without a status it knows", () => {
  it("sends the visitor to the form", async () => {
    for (const params of [{}, { status: "other" }]) {
      await expect(page(params), JSON.stringify(params)).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/donation;/),
      });
    }
  });
});

describe("Join Us on a result", () => {
  it("never links to the donation page", async () => {
    for (const markup of [await page({ status: "failed" }), await page({ status: "success" })]) {
      const joinUs = /<section aria-labelledby="join-us".*?<\/section>/s.exec(markup)?.[0] ?? "";
      expect([...joinUs.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])).toEqual(["/contact"]);
    }
  });
});
