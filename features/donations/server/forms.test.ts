/**
 * The donation form of /donations and /donation, which has no framework JavaScript and posts to
 * its own page (lib/static-site/form-page.ts): a gift that starts sends the
 * browser on to its checkout, a refused one comes back to its page with the messages and what was
 * entered, and nothing is stored then. A signed-in donor's gift is the account's: the
 * authorization matrix posts it as every role (features/donations/api.rows.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { donationPlans, donations } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { createPayments, setPaymentsForTests } from "@/lib/payments";
import { env } from "@/lib/config/env";
import { signInCookie } from "@/features/accounts";
import { countRows, createUser, getDb, resetDb } from "@/test/db";
import { donationOf } from "@/test/donations";
import { MemoryPayments } from "@/test/memory-payments";
import { GUEST_EMAIL_REQUIRED, GUEST_NAME_REQUIRED } from "../ui/donation-form-model";
import { DONATION_FAILED, handleDonationForm } from "./forms";

const payments = new MemoryPayments();
beforeAll(() => setPaymentsForTests(payments));
afterAll(() => setPaymentsForTests(createPayments(env())));
beforeEach(async () => {
  await resetDb();
  payments.clear();
});

/** The fields as the browser posts the form: a preset, one-time, the guest's name and e-mail. */
const fields = { preset: "25", customAmount: "", frequency: "one-time", message: "", donerName: "Nora Giver", email: "Nora@Example.org" };
const guestGift = fields;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Each post from its own address: the rate limit counts by client. */
const request = () => ({ ip: `203.0.113.${Math.floor(Math.random() * 250)}-${Math.random()}`, headers: new Headers() });

describe("donationForm", () => {
  it("starts a guest's gift (pending, the name and e-mail given) and sends the browser on to its checkout", async () => {
    const outcome = await handleDonationForm(form({ ...guestGift, message: " For the schools " }), request());
    const { session, request: checkout } = payments.lastCheckout();
    expect(outcome).toEqual({ redirect: session.url });
    expect(checkout).toMatchObject({ mode: "payment", amountCents: 2500, customerEmail: "nora@example.org" });
    const [row] = await (await getDb()).select().from(donations);
    expect(await donationOf(row!.id)).toMatchObject({
      status: "pending",
      amountCents: 2500,
      donationType: "one-time",
      donorName: "Nora Giver",
      donorEmail: "nora@example.org",
      message: "For the schools",
      isAnonymous: false,
      userId: null,
    });
  });

  it("takes a custom amount over the preset, a monthly gift as a plan, and the anonymous box", async () => {
    await handleDonationForm(
      form({ ...guestGift, preset: "500", customAmount: "$1,234.50", frequency: "monthly", anonymous: "on", donerName: "" }),
      request(),
    );
    expect(payments.lastCheckout().request).toMatchObject({ mode: "subscription", amountCents: 123_450 });
    const [plan] = await (await getDb()).select().from(donationPlans);
    expect(plan).toMatchObject({ amountCents: 123_450, isAnonymous: true, donorName: null, status: "pending" });
  });

  it("answers every field's message at once with what was entered, and stores nothing", async () => {
    const entered = { ...fields, preset: "", customAmount: "0.5", donerName: " ", email: "", message: "x".repeat(501) };
    expect(await handleDonationForm(form(entered), request())).toEqual({
      status: "error",
      fields: {
        customAmount: "The smallest donation is $1",
        donerName: GUEST_NAME_REQUIRED,
        email: GUEST_EMAIL_REQUIRED,
        message: "Message must be at most 500 characters",
      },
      values: entered,
    });
    expect(await handleDonationForm(form({ ...guestGift, preset: "" }), request())).toMatchObject({
      status: "error",
      fields: { preset: "Please enter a donation amount" },
    });
    expect(await countRows(donations)).toBe(0);
    expect(payments.checkouts).toHaveLength(0);
  });

  it("says so in the alert when the payment service fails, with nothing stored and the form filled again", async () => {
    payments.failNext(new Error("connect ECONNREFUSED"));
    const outcome = await handleDonationForm(form(guestGift), request());
    expect(outcome).toEqual({
      status: "error",
      message: "We could not reach the payment service. Nothing was charged; please try again in a moment.",
      values: fields,
    });
    expect(await countRows(donations)).toBe(0);
    // A refusal the provider names (a request it takes as malformed) keeps its own message.
    payments.failNext(new AppError(400, "The payment service refused this gift."));
    expect(await handleDonationForm(form(guestGift), request())).toMatchObject({ message: "The payment service refused this gift." });
    expect(DONATION_FAILED).toMatch(/Nothing was charged/);
  });

  it("answers the rate limit's message once a client has started too many gifts", async () => {
    const client = request();
    for (let i = 0; i < 20; i++) expect(await handleDonationForm(form(guestGift), client)).toHaveProperty("redirect");
    expect(await handleDonationForm(form(guestGift), client)).toMatchObject({
      status: "error",
      message: expect.stringMatching(/^Too many donation attempts/),
    });
    expect(await countRows(donations)).toBe(20);
  });
});

describe("a signed-in donor", () => {
  it("gives as the account whose Auth.js session cookie the post carries, whatever name and e-mail the form sends", async () => {
    const user = await createUser({ role: "user", email: "signed.in@example.org" });
    const cookie = (await signInCookie(user, "test-agent")).split(";")[0]!;
    const outcome = await handleDonationForm(form({ ...fields, donerName: "", email: "" }), {
      ip: request().ip,
      headers: new Headers({ cookie }),
    });
    expect(outcome).toEqual({ redirect: payments.lastCheckout().session.url });
    const [row] = await (await getDb()).select().from(donations);
    expect(row).toMatchObject({ userId: user.id });
    // A cookie that is not Auth.js's own is no one: the guest's fields are required again.
    const forged = await handleDonationForm(form({ ...fields, donerName: "", email: "" }), {
      ip: request().ip,
      headers: new Headers({ cookie: "authjs.session-token=forged" }),
    });
    expect(forged).toMatchObject({ status: "error", fields: { email: GUEST_EMAIL_REQUIRED } });
  });
});
