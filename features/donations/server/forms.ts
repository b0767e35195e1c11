import { env } from "@/lib/config/env";
import { failure, textFields } from "@/lib/static-site/form-fields";
import { cookieActor } from "@/lib/session/load-actor";
import type { FormHandler } from "@/lib/static-site/form-page";
import { checkDonation, DONATION_FIELDS, formValuesOf } from "../ui/donation-form-model";
import { createCheckoutSession } from "./checkout";

/** What the form says when the gift could not be started for a reason that is not the donor's (the route's own message otherwise). */
export const DONATION_FAILED = "We could not start your donation. Nothing was charged; please try again in a moment.";

/**
 * The donation form (pages/donations.tsx, pages/donation.tsx): the form's rules (those of
 * create-checkout-session, and a guest's name and e-mail), then the same service as that route. A
 * gift that starts sends the browser on to its checkout (Stripe's, or the test checkout); a refused
 * one is answered on the page it was sent from with the messages under their fields and what was
 * entered. The donor is the session's, never the form's: a signed-in donor's name and e-mail come
 * from the account.
 */
export const handleDonationForm: FormHandler = async (form, { ip, headers }) => {
  const entered = textFields(form, DONATION_FIELDS);
  const actor = await cookieActor(headers);
  const check = checkDonation(formValuesOf(entered), env().donationMaxCents, actor !== null);
  if (!check.ok) return { status: "error", fields: check.fields, values: entered };
  try {
    const checkout = await createCheckoutSession(actor, check.body, { ip });
    return { redirect: checkout.url };
  } catch (error) {
    return failure(error, entered, DONATION_FAILED);
  }
};
