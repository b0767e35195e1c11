import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyDigits, fromMinorUnits, toMinorUnits } from "./money";

describe("currencyDigits", () => {
  it("gives each currency's exponent from the runtime's ICU data", () => {
    expect(["USD", "INR", "EUR", "GBP", "JPY"].map(currencyDigits)).toEqual([2, 2, 2, 2, 0]);
    expect(currencyDigits("usd")).toBe(2);
  });
});

describe("toMinorUnits", () => {
  it("turns a plain decimal into the currency's minor units", () => {
    expect(toMinorUnits("10", "USD")).toBe(1000);
    expect(toMinorUnits("10.5", "USD")).toBe(1050);
    expect(toMinorUnits("10.50", "EUR")).toBe(1050);
    expect(toMinorUnits("0.05", "GBP")).toBe(5);
    expect(toMinorUnits("250.50", "INR")).toBe(25050);
    expect(toMinorUnits("10.", "USD")).toBe(1000);
    expect(toMinorUnits("250", "JPY")).toBe(250);
    expect(toMinorUnits("250.00", "JPY")).toBe(250);
    expect(toMinorUnits("10.500", "USD")).toBe(1050);
  });

  it("answers null for more decimals than the currency has, and for anything but a plain decimal", () => {
    expect(toMinorUnits("10.555", "USD")).toBeNull();
    expect(toMinorUnits("250.5", "JPY")).toBeNull();
    for (const text of ["-1", "+1", "1e3", "1,000", " 1", "", ".5", "0x10", "Infinity", "NaN", "1.2.3"]) {
      expect(toMinorUnits(text, "USD"), text).toBeNull();
    }
    expect(toMinorUnits("9".repeat(30), "USD")).toBeNull();
  });

  it("is the inverse of fromMinorUnits for every amount of every currency", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom("USD", "INR", "EUR", "GBP", "JPY"), (minor, currency) => {
        expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});

describe("fromMinorUnits", () => {
  it("writes minor units with the currency's decimals", () => {
    expect(fromMinorUnits(1050, "USD")).toBe("10.50");
    expect(fromMinorUnits(5, "USD")).toBe("0.05");
    expect(fromMinorUnits(0, "EUR")).toBe("0.00");
    expect(fromMinorUnits(250, "JPY")).toBe("250");
    expect(fromMinorUnits(-1050, "USD")).toBe("-10.50");
  });
});
