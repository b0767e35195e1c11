import "server-only";
import type { DbOrTx } from "@/lib/db/client";

/**
 * What an invoice takes from the video settings when it is made: the currency and the price per video.
 */

/** The currency and the price per video an invoice copies when it is made. */
export async function currentRate(_db: DbOrTx): Promise<{ currency: string; ratePerVideoMinor: number }> {
  return { currency: "USD", ratePerVideoMinor: 1000 };
}

/** How many decimals the currency's amounts have (2; 0 for JPY). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
