import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceTotals, maxDiscountMinor, taxMinor } from "./totals";

describe("taxMinor", () => {
  it("rounds half up to a whole minor unit", () => {
    // 1000 × 0.05 % = 0.5 → 1; × 0.04 % = 0.4 → 0; × 0.15 % = 1.5 → 2; 999 × 10 % = 99.9 → 100; 125 × 10 % = 12.5 → 13.
    expect([taxMinor(1000, 5), taxMinor(1000, 4), taxMinor(1000, 15), taxMinor(999, 1000), taxMinor(125, 1000)]).toEqual([
      1, 0, 2, 100, 13,
    ]);
    expect([taxMinor(0, 1000), taxMinor(1000, 0), taxMinor(1000, 10_000)]).toEqual([0, 0, 1000]);
  });

  it("is the exact product rounded half up, for any subtotal and rate, however large", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 10_000) }),
        fc.integer({ min: 0, max: 10_000 }),
        (subtotal, bp) => {
          const tax = taxMinor(subtotal, bp);
          // tax − ½ ≤ subtotal × bp / 10000 < tax + ½, in integers: 2·tax·10000 − 10000 ≤ 2·subtotal·bp < 2·tax·10000 + 10000.
          const exact = 2n * BigInt(subtotal) * BigInt(bp);
          const twice = 2n * BigInt(tax) * 10_000n;
          expect(twice - 10_000n <= exact && exact < twice + 10_000n).toBe(true);
        },
      ),
    );
  });
});

describe("invoiceTotals", () => {
  it("multiplies each course's videos by the rate, sums them, adds the tax and takes the discount", () => {
    expect(invoiceTotals({ ratePerVideoMinor: 1250, courseVideoCounts: [2, 1], taxRateBasisPoints: 1250, discountMinor: 219 })).toEqual({
      courseTotalsMinor: [2500, 1250],
      subtotalMinor: 3750,
      taxMinor: 469,
      discountMinor: 219,
      grandTotalMinor: 4000,
    });
  });

  it("never falls below zero for a discount up to maxDiscountMinor", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rate, counts, bp, share) => {
          const base = invoiceTotals({ ratePerVideoMinor: rate, courseVideoCounts: counts, taxRateBasisPoints: bp, discountMinor: 0 });
          const discount = Math.floor(maxDiscountMinor(base) * share);
          const totals = invoiceTotals({
            ratePerVideoMinor: rate,
            courseVideoCounts: counts,
            taxRateBasisPoints: bp,
            discountMinor: discount,
          });
          expect(totals.grandTotalMinor).toBe(totals.subtotalMinor + totals.taxMinor - discount);
          expect(totals.grandTotalMinor).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(totals.grandTotalMinor)).toBe(true);
        },
      ),
    );
  });
});
