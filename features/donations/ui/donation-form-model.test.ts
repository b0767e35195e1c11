import { describe, expect, it } from "vitest";
import {
  checkDonation,
  checkoutInputOf,
  defaultValues,
  formValuesOf,
  GUEST_EMAIL_REQUIRED,
  GUEST_NAME_REQUIRED,
  normalizeAmount,
  presetsFor,
  type DonationFormValues,
} from "./donation-form-model";

const MAX = 10_000 * 100;
const guest: DonationFormValues = { ...defaultValues(MAX), donerName: "Nora Giver", email: "Nora@Example.org" };

/** The check's answer: the body to send, or the messages by field. */
async function resolve(values: Partial<DonationFormValues>, { signedIn = false, max = MAX } = {}) {
  const check = checkDonation({ ...guest, ...values }, max, signedIn);
  return check.ok ? { body: check.body, errors: {} } : { body: null, errors: check.fields };
}

describe("the donation form's defaults", () => {
  it("offers the spec's presets with 10 USD chosen, one-time, not anonymous", () => {
    expect(presetsFor(MAX)).toEqual([10, 25, 50, 100, 250, 500]);
    expect(defaultValues(MAX)).toEqual({
      preset: "10",
      customAmount: "",
      frequency: "one-time",
      message: "",
      anonymous: false,
      donerName: "",
      email: "",
    });
  });

  it("leaves out presets above a lower configured maximum (and picks the first one left when 10 is gone)", () => {
    expect(presetsFor(100 * 100)).toEqual([10, 25, 50, 100]);
    expect(presetsFor(5 * 100)).toEqual([]);
    expect(defaultValues(5 * 100).preset).toBe("");
  });
});

describe("what the form sends", () => {
  it("a guest's preset gift: the spec's body with the name and the e-mail (lower case)", async () => {
    expect(await resolve({ preset: "25" })).toEqual({
      body: {
        donationAmount: 25,
        currency: "usd",
        recurring: false,
        anonymous: false,
        donerName: "Nora Giver",
        email: "nora@example.org",
      },
      errors: {},
    });
  });

  it("a custom amount overrides the preset; monthly is recurring; a message and anonymity go along", async () => {
    const { body } = await resolve({
      preset: "500",
      customAmount: " $1,234.50 ",
      frequency: "monthly",
      anonymous: true,
      message: " Thanks ",
    });
    expect(body).toEqual({
      donationAmount: 1234.5,
      currency: "usd",
      recurring: true,
      anonymous: true,
      message: "Thanks",
      donerName: "Nora Giver",
      email: "nora@example.org",
    });
  });

  it("a signed-in donor never sends a name or an e-mail (the server takes them from the session), nor needs them", async () => {
    const { body, errors } = await resolve({ donerName: "", email: "" }, { signedIn: true });
    expect(errors).toEqual({});
    expect(body).toEqual({ donationAmount: 10, currency: "usd", recurring: false, anonymous: false });
    expect(checkoutInputOf({ ...guest }, true)).not.toHaveProperty("email");
    expect(checkoutInputOf({ ...guest }, true)).not.toHaveProperty("donerName");
  });
});

describe("the form's rules, the server's own schema", () => {
  it.each([
    ["0.5", "The smallest donation is $1"],
    ["0", "The smallest donation is $1"],
    ["10.001", "Please enter an amount with at most two decimal places"],
    ["10000.01", "The largest donation online is $10,000; please contact us for a larger gift"],
    ["20000", "The largest donation online is $10,000; please contact us for a larger gift"],
    ["ten", "Please enter a donation amount"],
  ])("custom amount %s: %s, on the custom amount field", async (customAmount, message) => {
    expect(await resolve({ customAmount })).toEqual({ body: null, errors: { customAmount: message } });
  });

  it("takes the limits themselves: $1 and the configured maximum", async () => {
    expect((await resolve({ customAmount: "1" })).body?.donationAmount).toBe(1);
    expect((await resolve({ customAmount: "10000" })).body?.donationAmount).toBe(10_000);
    expect((await resolve({ customAmount: "100.01" }, { max: 100 * 100 })).errors).toEqual({
      customAmount: "The largest donation online is $100; please contact us for a larger gift",
    });
  });

  it("a guest gives a name unless anonymous, and always an e-mail for the receipt", async () => {
    expect((await resolve({ donerName: " ", email: "" })).errors).toEqual({ donerName: GUEST_NAME_REQUIRED, email: GUEST_EMAIL_REQUIRED });
    expect((await resolve({ donerName: "", anonymous: true })).errors).toEqual({});
    expect((await resolve({ email: "nora-at-example" })).errors).toEqual({ email: "Please enter a valid email address" });
  });

  it("every error at once: amount, name, e-mail and a message that is too long", async () => {
    const { errors } = await resolve({ customAmount: "0.5", donerName: "", email: "", message: "x".repeat(501) });
    expect(errors).toEqual({
      customAmount: "The smallest donation is $1",
      donerName: GUEST_NAME_REQUIRED,
      email: GUEST_EMAIL_REQUIRED,
      message: "Message must be at most 500 characters",
    });
  });
});

describe("amounts as people type them", () => {
  it.each([
    ["25", "25"],
    [" $ 25.50 ", "25.50"],
    ["1,000", "1000"],
    ["1,000,000.25", "1000000.25"],
    ["10,5", "10,5"],
  ])("%j reads as %j", (text, expected) => {
    expect(normalizeAmount(text)).toBe(expected);
  });
});

describe("the posted form", () => {
  it("reads the browser's fields: a missing radio or box is empty, the box ticked is on", () => {
    expect(formValuesOf({})).toEqual({ ...defaultValues(MAX), preset: "" });
    expect(
      formValuesOf({ preset: "50", frequency: "monthly", anonymous: "on", donerName: "Ana", email: "a@b.org", message: "Hi" }),
    ).toEqual({
      preset: "50",
      customAmount: "",
      frequency: "monthly",
      message: "Hi",
      anonymous: true,
      donerName: "Ana",
      email: "a@b.org",
    });
    // Anything else than monthly is the default frequency; the server's schema decides the rest.
    expect(formValuesOf({ frequency: "yearly" }).frequency).toBe("one-time");
  });
});
