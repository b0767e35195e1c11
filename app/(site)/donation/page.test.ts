import { describe, expect, it } from "vitest";
import { renderHtml, textOf } from "@/test/render";
import DonationAliasPage from "./page";

const page = async (searchParams: Record<string, string | string[] | undefined>) =>
  textOf(renderHtml(await DonationAliasPage({ searchParams: Promise.resolve(searchParams) })));

describe("/donation, the address a card payment returns to", () => {
  it("after ?status=success says honestly that card giving is not open, so no payment was made, and fakes no success", async () => {
    const text = await page({ status: "success" });
    expect(text).toContain("Card donations are not open yet");
    expect(text).toContain("no payment was made");
    expect(text).not.toMatch(/Donation Successful|thank you for your donation/i);
    expect(text).toContain("Return Home");
  });

  it("after ?status=failed says there was no payment to fail, nothing was charged", async () => {
    const text = await page({ status: "failed" });
    expect(text).toContain("Card donations are not open yet");
    expect(text).toContain("nothing was charged");
    expect(text).not.toContain("Payment Failed");
  });

  it("without a status (or an unknown one) shows the donation page as it is", async () => {
    for (const params of [{}, { status: "other" }, { status: "" }]) {
      const text = await page(params);
      expect(text, JSON.stringify(params)).toContain("Giving by card opens soon");
    }
    // A repeated parameter counts by its first value, as everywhere on the site.
    expect(await page({ status: ["failed", "success"] })).toContain("nothing was charged");
  });
});
