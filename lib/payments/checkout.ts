import { BadRequestError } from "@/lib/errors";
import type { CheckoutRequest } from "./types";

/** Stripe's smallest charge in US dollars ($0.50) and its largest amount for one line (99,999,999 cents). */
export const MIN_CHECKOUT_CENTS = 50;
export const MAX_CHECKOUT_CENTS = 99_999_999;
/** Stripe's limits: client_reference_id 200 characters, a metadata value 500, a product name 250. */
const MAX_REFERENCE_LENGTH = 200;
const MAX_DESCRIPTION_LENGTH = 250;
/** What Stripe replaces in a success URL with the checkout session's id. */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/**
 * Refuses a checkout request Stripe would refuse (BadRequestError with a short message naming the
 * field), so every adapter (Stripe, the embedded checkout, the test double) takes and refuses the
 * same requests, before anything is sent anywhere. The donation services check the donor's input
 * first; this is the adapter's own guard.
 */
export function checkCheckoutRequest(request: CheckoutRequest): void {
  const { donationId, planId, mode, amountCents, currency, description, customerEmail } = request;
  if (!isReference(donationId)) throw new BadRequestError(`Checkout: donationId must be 1 to ${MAX_REFERENCE_LENGTH} characters.`);
  if (mode !== "payment" && mode !== "subscription") throw new BadRequestError('Checkout: mode must be "payment" or "subscription".');
  if (mode === "subscription" && !isReference(planId)) throw new BadRequestError("Checkout: a subscription needs the planId of its plan.");
  if (planId !== undefined && !isReference(planId))
    throw new BadRequestError(`Checkout: planId must be 1 to ${MAX_REFERENCE_LENGTH} characters.`);
  if (!Number.isSafeInteger(amountCents) || amountCents < MIN_CHECKOUT_CENTS || amountCents > MAX_CHECKOUT_CENTS) {
    throw new BadRequestError(`Checkout: amountCents must be a whole number of cents from ${MIN_CHECKOUT_CENTS} to ${MAX_CHECKOUT_CENTS}.`);
  }
  if (currency !== "usd") throw new BadRequestError('Checkout: currency must be "usd".');
  if (typeof description !== "string" || description.trim() === "" || description.length > MAX_DESCRIPTION_LENGTH) {
    throw new BadRequestError(`Checkout: description must be 1 to ${MAX_DESCRIPTION_LENGTH} characters.`);
  }
  if (customerEmail !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) {
    throw new BadRequestError("Checkout: customerEmail is not an e-mail address.");
  }
  for (const field of ["successUrl", "cancelUrl"] as const) {
    if (!isAbsoluteHttpUrl(request[field])) throw new BadRequestError(`Checkout: ${field} must be an absolute http(s) URL.`);
  }
}

/** The success URL a completed checkout returns to: `{CHECKOUT_SESSION_ID}` replaced by the session's id, as Stripe does. */
export function successUrlFor(successUrl: string, sessionId: string): string {
  return successUrl.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId));
}

function isReference(value: string | undefined): value is string {
  return typeof value === "string" && value.trim() !== "" && value.length <= MAX_REFERENCE_LENGTH;
}

function isAbsoluteHttpUrl(value: string): boolean {
  if (typeof value !== "string" || /\s/.test(value)) return false;
  const url = URL.parse(value);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
}
