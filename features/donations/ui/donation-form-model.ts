import type { FieldErrors, Resolver } from "react-hook-form";
import { formatMoney } from "@/lib/format";
import { amountSchema, checkoutSchema, DEFAULT_DONATION, DONATION_PRESETS, toCents, type Checkout, type Frequency } from "../schema";

/**
 * The donation form's model, apart from its markup so that it can be tested: what the fields
 * hold, how they become the body of `POST /userDonation/create-checkout-session` (checked by the
 * server's own schema, `checkoutSchema`), and what the submit button says.
 */

/** What the form's fields hold: a preset (radio, as text) and a custom amount that overrides it when filled. */
export type DonationFormValues = {
  preset: string;
  customAmount: string;
  frequency: Frequency;
  message: string;
  anonymous: boolean;
  /** A guest's name and e-mail; a signed-in donor's come from the account on the server. */
  donerName: string;
  email: string;
};

/** The spec's body of create-checkout-session, as the form sends it. */
export type CheckoutBody = {
  donationAmount: number;
  currency: "usd";
  recurring: boolean;
  anonymous: boolean;
  message?: string;
  donerName?: string;
  email?: string;
};

export const GUEST_NAME_REQUIRED = "Please enter your name, or choose to give anonymously";
export const GUEST_EMAIL_REQUIRED = "Please enter your e-mail address for your receipt";

/** The presets a donor may choose: the spec's, less any above the configured maximum. */
export function presetsFor(maxCents: number): number[] {
  return DONATION_PRESETS.filter((p) => p * 100 <= maxCents);
}

export function defaultValues(maxCents: number): DonationFormValues {
  const presets = presetsFor(maxCents);
  const preset = presets.includes(DEFAULT_DONATION) ? DEFAULT_DONATION : presets[0];
  return {
    preset: preset === undefined ? "" : String(preset),
    customAmount: "",
    frequency: "one-time",
    message: "",
    anonymous: false,
    donerName: "",
    email: "",
  };
}

/** An amount as people type it ("$ 1,000.50") as a plain number ("1000.50"): a dollar sign, spaces and thousands commas are dropped. */
export function normalizeAmount(text: string): string {
  return text.replace(/[\s$]/g, "").replace(/,(?=\d{3}(\D|$))/g, "");
}

/** Whether the custom amount field is in use (it then overrides the preset). */
export function usesCustomAmount(values: Pick<DonationFormValues, "customAmount">): boolean {
  return values.customAmount.trim() !== "";
}

/** The amount the donor chose, as the text the schema reads (the custom amount when filled, else the preset). */
function amountText(values: DonationFormValues): string {
  return usesCustomAmount(values) ? normalizeAmount(values.customAmount) : values.preset;
}

/** The form's values as the raw input of `checkoutSchema`: the server's rule is the form's rule. */
export function checkoutInputOf(values: DonationFormValues, signedIn: boolean): Record<string, unknown> {
  return {
    donationAmount: amountText(values),
    currency: "usd",
    recurring: values.frequency === "monthly",
    anonymous: values.anonymous,
    message: values.message,
    ...(signedIn ? {} : { donerName: values.donerName, email: values.email }),
  };
}

/** What is sent: the parsed gift in the spec's words (a signed-in donor's name and e-mail are never sent). */
export function checkoutBody(gift: Checkout, signedIn: boolean): CheckoutBody {
  return {
    donationAmount: gift.amountCents / 100,
    currency: "usd",
    recurring: gift.frequency === "monthly",
    anonymous: gift.isAnonymous,
    ...(gift.message ? { message: gift.message } : {}),
    ...(!signedIn && gift.donorName ? { donerName: gift.donorName } : {}),
    ...(!signedIn && gift.email ? { email: gift.email } : {}),
  };
}

/** The form field a schema path (or a server's field error) belongs to. */
export function fieldOf(path: string, values: Pick<DonationFormValues, "customAmount">): keyof DonationFormValues | null {
  switch (path) {
    case "donationAmount":
      return usesCustomAmount(values) ? "customAmount" : "preset";
    case "recurring":
    case "donationType":
      return "frequency";
    case "anonymous":
    case "isAnonymous":
      return "anonymous";
    case "message":
    case "donerName":
    case "email":
      return path;
    default:
      return null;
  }
}

/**
 * The form's resolver: the server's `checkoutSchema` on the body the form would send, its errors
 * put on the fields the donor typed in, plus the form's own rules for a guest (a name unless
 * anonymous, an e-mail for the receipt). Gives the body to send.
 */
export function donationResolver(maxCents: number, signedIn: boolean): Resolver<DonationFormValues, unknown, CheckoutBody> {
  const schema = checkoutSchema(maxCents);
  return async (values) => {
    const errors: FieldErrors<DonationFormValues> = {};
    const parsed = schema.safeParse(checkoutInputOf(values, signedIn));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(String(issue.path[0] ?? ""), values);
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    if (!signedIn) {
      if (!values.anonymous && !values.donerName.trim() && !errors.donerName) {
        errors.donerName = { type: "required", message: GUEST_NAME_REQUIRED };
      }
      if (!values.email.trim() && !errors.email) errors.email = { type: "required", message: GUEST_EMAIL_REQUIRED };
    }
    if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: checkoutBody(parsed.data, signedIn), errors: {} };
  };
}

/** The amount chosen, in cents, when it is one the server would take; else null. */
export function chosenCents(values: DonationFormValues, maxCents: number): number | null {
  const result = amountSchema(maxCents).safeParse(amountText(values));
  return result.success ? toCents(result.data) : null;
}

/** The submit button's summary: "Donate $25.00", "Donate $25.00 monthly"; "Donate" while the amount is not a valid one. */
export function submitLabel(values: DonationFormValues, maxCents: number): string {
  const cents = chosenCents(values, maxCents);
  if (cents === null) return "Donate";
  return `Donate ${formatMoney(cents)}${values.frequency === "monthly" ? " monthly" : ""}`;
}
