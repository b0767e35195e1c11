/**
 * The donation form as the server sends it (pages/donations.tsx and pages/donation.tsx): a plain
 * form posted to its own page, the same markup for every visitor, and the page's answer to a
 * refused post. What it does in the browser (the scripts, a signed-in donor) is in
 * e2e/donations.spec.ts.
 */
import { createElement } from "react";
import { donationPresetLines } from "@/content/donation-presets";
import { describe, expect, it } from "vitest";
import { NO_ANSWER, type FormAnswer } from "@/lib/static-site/form-result";
import type { PaymentsShown } from "@/lib/config/settings";
import { renderHtml, textOf } from "@/test/render";
import { DONATION_REFUSED } from "./donation-form";
import type { DonationFormPage } from "./donation-form-model";
import { DonationPage } from "./donation-page";

const MAX = 10_000 * 100;

const formPage = (
  answer: FormAnswer = NO_ANSWER,
  {
    page = "/donations" as DonationFormPage,
    maxCents = MAX,
    payments = { kind: "embedded", mode: "test" } as PaymentsShown,
  }: { page?: DonationFormPage; maxCents?: number; payments?: PaymentsShown } = {},
) => renderHtml(createElement(DonationPage, { view: { kind: "form", page, answer }, maxCents, payments }));

/** The <input> tags named `name`, in order (React writes the attributes in its own order). */
const inputsNamed = (markup: string, name: string) =>
  [...markup.matchAll(/<input [^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(` name="${name}"`));
const valueOf = (tag: string) => /value="([^"]*)"/.exec(tag)?.[1];
const checked = (tag: string) => / checked=""/.test(tag);

/** The preset radios: value and whether it is checked, in order. */
const presetsOf = (markup: string) => inputsNamed(markup, "preset").map((tag) => [valueOf(tag), checked(tag)] as const);

describe("the donation form", () => {
  it("posts to its own address, with the presets as a radio group, 10 chosen", () => {
    for (const page of ["/donations", "/donation"] as const) {
      const markup = formPage(NO_ANSWER, { page });
      const form = /<form [^>]*>/.exec(markup)?.[0] ?? "";
      expect(form).toContain('method="post"');
      expect(form).toContain(`action="${page}"`);
    }
    const markup = formPage();
    const text = textOf(markup);
    expect(text).toContain("Make a donation");
    expect(text).toContain("Choose an amount (USD)");
    expect(presetsOf(markup)).toEqual([
      ["10", true],
      ["25", false],
      ["50", false],
      ["100", false],
      ["250", false],
      ["500", false],
    ]);
    // Each preset carries its line from content/donation-presets.ts, read with the radio (its description), not as its name.
    for (const preset of [10, 25, 50, 100, 250, 500]) {
      const tag = inputsNamed(markup, "preset").find((t) => valueOf(t) === String(preset)) ?? "";
      expect(tag).toContain(`aria-describedby="donation-preset-${preset}-line"`);
      expect(markup).toContain(`id="donation-preset-${preset}-line"`);
      expect(text).toContain(donationPresetLines[preset]);
    }
    expect(markup).toMatch(/<label [^>]*for="[^"]+"[^>]*>Custom amount<\/label>/);
    expect(text).toContain("Any amount from $1.00 to $10,000.00");
    expect(markup).toMatch(/<legend[^>]*>How often<\/legend>/);
    expect(inputsNamed(markup, "frequency").map((tag) => [valueOf(tag), checked(tag)])).toEqual([
      ["one-time", true],
      ["monthly", false],
    ]);
    expect(text).toContain("Give anonymously");
    // The button's summary is the donation script's; the server's label holds for any choice.
    expect(markup).toMatch(/<span data-submit-label="true">Donate<\/span>/);
    expect(markup).toContain('data-min-cents="100"');
    expect(markup).toContain(`data-max-cents="${MAX}"`);
    expect(text).toContain(
      "Test — no money taken This site takes gifts on its own test checkout: no card is asked for, nothing is charged, and the gift is recorded as a test.",
    );
    expect(text).toContain("The test checkout asks for no card and takes no money.");
    expect(text).not.toContain("needs JavaScript");
  });

  it("is the guest's form for everyone, with the signed-in donor's part in a template the site script uses", () => {
    const markup = formPage();
    expect(markup).toContain('href="/login?callbackUrl=/donation"');
    expect(markup).toContain('href="/signup?callbackUrl=/donation"');
    expect(markup).toMatch(/name="donerName"/);
    expect(markup).toMatch(/name="email"/);
    const templates = [...markup.matchAll(/<template data-user-template="true">(.*?)<\/template>/gs)].map((m) => m[1]);
    expect(templates).toHaveLength(2);
    expect(textOf(templates[0]!)).toContain("Giving as");
    expect(templates[0]).toContain("data-user-name");
    expect(templates[0]).toContain("data-user-email");
    // The guest's fields give way to nothing.
    expect(templates[1]).toBe("");
  });

  it("names the name optional once the gift is anonymous (by CSS: without a script too)", () => {
    const markup = formPage();
    expect(markup).toContain("group-has-[#donation-anonymous:checked]/donation:hidden");
    expect(textOf(markup)).toContain("Your name (optional)");
  });

  it("leaves out presets above a lower configured maximum, and names the Stripe checkout when payments are Stripe's", () => {
    const markup = formPage(NO_ANSWER, { maxCents: 100 * 100, payments: { kind: "stripe", mode: "live" } });
    expect(presetsOf(markup).map(([value]) => value)).toEqual(["10", "25", "50", "100"]);
    expect(textOf(markup)).toContain("Any amount from $1.00 to $100.00");
    expect(textOf(markup)).toContain("Payments are processed securely by Stripe.");
    expect(textOf(markup)).not.toMatch(/test|no money/i);
  });

  it("says plainly in Stripe's test mode that no money is taken", () => {
    const text = textOf(formPage(NO_ANSWER, { payments: { kind: "stripe", mode: "test" } }));
    expect(text).toContain("Test — no money taken Payments go to Stripe's test mode: pay with one of Stripe's test cards.");
    expect(text).toContain("Payments are processed securely by Stripe (test mode: no money is taken).");
  });
});

describe("the answer view after a refused post", () => {
  it("shows each message under its field, marks it invalid and fills the form again", () => {
    const markup = formPage({
      status: "error",
      fields: { customAmount: "The smallest donation is $1", email: "Please enter your e-mail address for your receipt" },
      values: {
        preset: "",
        customAmount: "0.5",
        frequency: "monthly",
        anonymous: "on",
        donerName: "",
        email: "",
        message: "For the schools",
      },
    });
    const text = textOf(markup);
    expect(text).toContain("The smallest donation is $1");
    expect(text).toContain("Please enter your e-mail address for your receipt");
    const [custom] = inputsNamed(markup, "customAmount");
    expect(valueOf(custom!)).toBe("0.5");
    expect(custom).toContain('aria-invalid="true"');
    // The custom amount is in use: no preset is chosen; monthly and anonymous stay as they were.
    expect(presetsOf(markup).every(([, checked]) => !checked)).toBe(true);
    expect(inputsNamed(markup, "frequency").filter(checked).map(valueOf)).toEqual(["monthly"]);
    expect(inputsNamed(markup, "anonymous").every(checked)).toBe(true);
    expect(markup).toMatch(/<textarea [^>]*name="message"[^>]*>For the schools<\/textarea>/);
    expect(markup).toContain('<span id="donation-message-count">15</span>');
    expect(markup).not.toContain('role="alert"');
  });

  it("marks the presets invalid when no amount was chosen", () => {
    const markup = formPage({ status: "error", fields: { preset: "Please enter a donation amount" }, values: { preset: "" } });
    expect(markup).toMatch(/<fieldset [^>]*aria-describedby="donation-amount-error"/);
    expect(markup).toContain('<p id="donation-amount-error" class="field-error">Please enter a donation amount</p>');
    expect(/<fieldset [^>]*>/.exec(markup)?.[0]).toContain('data-invalid="true"');
  });

  it("shows a refusal of the whole gift in the alert above the button", () => {
    const markup = formPage({
      status: "error",
      message: "Too many donation attempts. Please try again in 10 minutes.",
      values: { preset: "25" },
    });
    const alert = /<div role="alert"[^>]*>(.*?)<\/div>/s.exec(markup)?.[1] ?? "";
    expect(textOf(alert)).toContain(DONATION_REFUSED);
    expect(textOf(alert)).toContain("Too many donation attempts. Please try again in 10 minutes.");
    expect(presetsOf(markup).find(([value]) => value === "25")?.[1]).toBe(true);
  });
});
