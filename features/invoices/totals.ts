/**
 * An invoice's amounts, in the currency's minor units (integers only; spec 02 section 9). The
 * server computes them (features/invoices/server/invoices.ts) and never takes them from a body;
 * a form may call the same function to preview what the server will answer.
 *
 *   course total = videos × rate per video
 *   subtotal     = Σ course totals
 *   tax          = subtotal × rate / 100, rounded half up to a whole minor unit
 *   grand total  = subtotal + tax − discount (a discount above subtotal + tax is refused)
 */

export type InvoiceTotals = {
  /** Each course's total, in the courses' order. */
  courseTotalsMinor: number[];
  subtotalMinor: number;
  taxMinor: number;
  discountMinor: number;
  grandTotalMinor: number;
};

/**
 * The tax on `subtotalMinor` at `basisPoints` (10 % is 1000), rounded half up: 0.5 of a minor
 * unit and more goes up (amounts are never negative, so this is also half away from zero).
 * Exact in BigInt, whatever the size of the subtotal.
 */
export function taxMinor(subtotalMinor: number, basisPoints: number): number {
  return Number((BigInt(subtotalMinor) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** The largest discount an invoice of this subtotal and tax may take: the grand total never falls below zero. */
export const maxDiscountMinor = (totals: Pick<InvoiceTotals, "subtotalMinor" | "taxMinor">): number =>
  totals.subtotalMinor + totals.taxMinor;

export function invoiceTotals(input: {
  ratePerVideoMinor: number;
  /** How many videos each course has. */
  courseVideoCounts: readonly number[];
  taxRateBasisPoints: number;
  discountMinor: number;
}): InvoiceTotals {
  const courseTotalsMinor = input.courseVideoCounts.map((n) => n * input.ratePerVideoMinor);
  const subtotalMinor = courseTotalsMinor.reduce((sum, total) => sum + total, 0);
  const tax = taxMinor(subtotalMinor, input.taxRateBasisPoints);
  return {
    courseTotalsMinor,
    subtotalMinor,
    taxMinor: tax,
    discountMinor: input.discountMinor,
    grandTotalMinor: subtotalMinor + tax - input.discountMinor,
  };
}
