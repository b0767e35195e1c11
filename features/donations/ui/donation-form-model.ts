import { checkoutSchema, DEFAULT_DONATION, DONATION_PRESETS, type Checkout, type Frequency } from "../schema";

/**
 * The donation form's model, apart from its markup so that it can be tested: what the fields
 * hold, and how the posted form (features/donations/server/forms.ts) becomes the body of
 * `POST /userDonation/create-checkout-session`, checked by that route's own schema
 * (`checkoutSchema`). The button's live summary ("Donate $25.00 monthly") is the page's inline
 * script (./donation-script.ts).
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

/** The form as the page first shows it: the default preset (or the first one under a lower maximum), one-time, the rest empty. */
export function defaultValues(maxCents: number): DonationFormValues {
  const presets = presetsFor(maxCents);
  const preset = presets.includes(DEFAULT_DONATION) ? DEFAULT_DONATION : presets[0];
  return { ...formValuesOf({}), preset: preset === undefined ? "" : String(preset) };
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

/** The two addresses of the donation form (pages/donations.tsx, pages/donation.tsx): a refused post comes back to the one it was sent from. */
export const DONATION_PAGES = ["/donations", "/donation"] as const;
export type DonationFormPage = (typeof DONATION_PAGES)[number];

/** The form's fields as the browser posts them (the text of each; a checkbox sends "on" when ticked). */
export const DONATION_FIELDS = ["preset", "customAmount", "frequency", "message", "anonymous", "donerName", "email"] as const;

/** The posted fields as the form's values: what is missing is empty (no preset chosen, the box not ticked). */
export function formValuesOf(fields: Readonly<Record<string, string>>): DonationFormValues {
  return {
    preset: fields.preset ?? "",
    customAmount: fields.customAmount ?? "",
    frequency: fields.frequency === "monthly" ? "monthly" : "one-time",
    message: fields.message ?? "",
    anonymous: fields.anonymous === "on",
    donerName: fields.donerName ?? "",
    email: fields.email ?? "",
  };
}

export type DonationCheck = { ok: true; body: CheckoutBody } | { ok: false; fields: Partial<Record<keyof DonationFormValues, string>> };

/**
 * The form's rules: the server's `checkoutSchema` on the body the form would send, its messages
 * put on the fields the donor typed in (the first one of each), plus the form's own rules for a
 * guest (a name unless anonymous, an e-mail for the receipt). Gives the body to send.
 */
export function checkDonation(values: DonationFormValues, maxCents: number, signedIn: boolean): DonationCheck {
  const fields: Partial<Record<keyof DonationFormValues, string>> = {};
  const parsed = checkoutSchema(maxCents).safeParse(checkoutInputOf(values, signedIn));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ""), values);
      if (field) fields[field] ??= issue.message;
    }
  }
  if (!signedIn) {
    if (!values.anonymous && !values.donerName.trim()) fields.donerName ??= GUEST_NAME_REQUIRED;
    if (!values.email.trim()) fields.email ??= GUEST_EMAIL_REQUIRED;
  }
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, body: checkoutBody(parsed.data, signedIn) };
}
