import { z } from "zod";
import { emailSchema } from "@/features/accounts/client";

/**
 * The donation form and `POST /api/v1/userDonation/create-checkout-session`, one schema for both
 * (react-hook-form + zodResolver in the browser, parseInput on the server). It takes the spec's
 * body (donationAmount, currency, message, anonymous, recurring) and the earlier implementation's
 * names for the same things (isAnonymous, donationType, donerName), so both clients keep working.
 * Amounts are dollars with at most two decimals here and integer cents from here on.
 */

/** The spec's presets (USD) and the form's default. */
export const DONATION_PRESETS = [10, 25, 50, 100, 250, 500] as const;
export const DEFAULT_DONATION = 10;
export const MIN_DONATION_CENTS = 100;
export const DONATION_MESSAGE_MAX = 500;
export const DONOR_NAME_MAX = 100;

export const FREQUENCIES = [
  { value: "one-time", label: "One-time" },
  { value: "monthly", label: "Monthly" },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]["value"];

/** Whole cents of a dollar amount, or null when it has more than two decimals (or is not a finite number). */
export function toCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

/** "$10,000" for a limit message (whole dollars when it is whole). */
function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);
/** Text that may be left empty: "" and white space mean "none". */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v === null ? undefined : v),
    z.string().max(max, `${label} must be at most ${max} characters`).optional(),
  );

/** The amount field's rule: at least $1, at most the configured maximum, two decimals. */
export function amountSchema(maxCents: number) {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v === "" ? undefined : v),
    z
      .number("Please enter a donation amount")
      .refine((n) => Number.isFinite(n), "Please enter a donation amount")
      .refine((n) => toCents(n) !== null, "Please enter an amount with at most two decimal places")
      .refine((n) => n * 100 >= MIN_DONATION_CENTS, `The smallest donation is ${dollars(MIN_DONATION_CENTS)}`)
      .refine((n) => n * 100 <= maxCents, `The largest donation online is ${dollars(maxCents)}; please contact us for a larger gift`),
  );
}

/** A monthly plan's new amount (POST userDonation/plans/{planId}/amount). */
export const planAmountSchema = (maxCents: number) => z.strictObject({ donationAmount: amountSchema(maxCents) });

/** Cancelling a plan: the donor signed in sends `{}`; anyone else the token of the plan's link. */
export const planCancelSchema = z.strictObject({ token: z.string().max(200).optional() });

/** A signed-in donor's claim of the gifts their e-mail made as a guest (the mailed link's expiry and token). */
export const giftClaimSchema = z.strictObject({
  expires: z.coerce.number().int(),
  token: z.string().min(1).max(200),
});

/** The embedded test checkout's answer: pay or fail the session, with a receipt address if it has none. */
export const testCheckoutSchema = z.strictObject({
  session: z.string().min(1).max(255),
  outcome: z.enum(["paid", "failed"], "Choose to pay or to fail"),
  email: z.preprocess((v) => (v === "" || v === null ? undefined : v), emailSchema.optional()),
});

export function checkoutSchema(maxCents: number) {
  return z
    .strictObject({
      donationAmount: amountSchema(maxCents),
      currency: z.preprocess(trimmed, z.literal(["usd", "USD"], "Donations are in US dollars (usd)")).optional(),
      message: optionalText(DONATION_MESSAGE_MAX, "Message"),
      /** The spec's client. */
      anonymous: z.boolean("Anonymous must be true or false").optional(),
      recurring: z.boolean("Recurring must be true or false").optional(),
      /** The earlier implementation's names. */
      isAnonymous: z.boolean("Anonymous must be true or false").optional(),
      donationType: z.enum(["one-time", "monthly"], "Frequency must be one-time or monthly").optional(),
      donerName: optionalText(DONOR_NAME_MAX, "Name"),
      /** Where a guest's receipt goes; a signed-in donor's comes from the account. */
      email: z.preprocess((v) => (v === "" || v === null ? undefined : v), emailSchema.optional()),
    })
    .superRefine((v, ctx) => {
      if (v.anonymous !== undefined && v.isAnonymous !== undefined && v.anonymous !== v.isAnonymous) {
        ctx.addIssue({ code: "custom", path: ["isAnonymous"], message: "anonymous and isAnonymous disagree" });
      }
      if (v.recurring !== undefined && v.donationType !== undefined && v.recurring !== (v.donationType === "monthly")) {
        ctx.addIssue({ code: "custom", path: ["donationType"], message: "recurring and donationType disagree" });
      }
    })
    .transform((v) => ({
      amountCents: toCents(v.donationAmount)!,
      frequency: (v.donationType ?? (v.recurring ? "monthly" : "one-time")) as Frequency,
      isAnonymous: v.anonymous ?? v.isAnonymous ?? false,
      message: v.message ?? null,
      donorName: v.donerName ?? null,
      email: v.email ?? null,
    }));
}

export type CheckoutInput = z.input<ReturnType<typeof checkoutSchema>>;
export type Checkout = z.output<ReturnType<typeof checkoutSchema>>;

/**
 * The admin's filters (Donation Tracking, its CSV export and getAllDonation), from URL parameters.
 * Test gifts (no money taken) are left out unless `includeTest=true`.
 */
export const DONATION_STATUSES = ["pending", "completed", "failed", "expired", "refunded"] as const;
const isoDay = z.iso.date("Dates are written YYYY-MM-DD");
export const trackingFilterSchema = z
  .object({
    from: z.preprocess((v) => (v === "" ? undefined : v), isoDay.optional()),
    to: z.preprocess((v) => (v === "" ? undefined : v), isoDay.optional()),
    type: z.preprocess(
      (v) => (v === "" || v === "all" ? undefined : v),
      z.enum(["one-time", "monthly"], "Type must be one-time or monthly").optional(),
    ),
    status: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(DONATION_STATUSES, "Unknown status").optional()),
    includeTest: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .enum(["true", "false"], "includeTest must be true or false")
        .transform((v) => v === "true")
        .optional(),
    ),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ["to"], message: "The end date must not be before the start date" });
export type TrackingFilter = z.output<typeof trackingFilterSchema>;

/**
 * How a test gift says so (donations.is_test: made where no money is taken, the site's own test
 * checkout or Stripe's test mode): the same words on the donation pages, the dashboards' rows,
 * the receipt and its mail.
 */
export const TEST_GIFT_LABEL = "Test — no money taken";

/** A receipt's number as printed: MMF-000042. */
export function formatReceiptNumber(n: number): string {
  return `MMF-${String(n).padStart(6, "0")}`;
}

/** "One-time" or "Monthly", as every screen, mail and PDF names a frequency. */
export function frequencyLabel(frequency: Frequency): string {
  return frequency === "monthly" ? "Monthly" : "One-time";
}
