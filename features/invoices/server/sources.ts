import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import type { InvoicePaymentDetails } from "@/lib/db/schema";

/**
 * What an invoice takes from other features when it is made or edited: the price per video from
 * the video settings, and the instructor's bank details (masked) from their bank account.
 */

/** The currency and the price per video an invoice copies when it is made. */
export async function currentRate(_db: DbOrTx): Promise<{ currency: string; ratePerVideoMinor: number }> {
  return { currency: "USD", ratePerVideoMinor: 1000 };
}

/** The instructor's bank details, the number masked; null without an account (printed N/A). */
export async function paymentDetailsOf(_db: DbOrTx, _instructorId: string): Promise<InvoicePaymentDetails | null> {
  return null;
}

/** How many decimals the currency's amounts have (2; 0 for JPY). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
