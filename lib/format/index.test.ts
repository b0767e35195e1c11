import { describe, expect, it } from "vitest";
import { clockDuration, formatDate, formatMoney, formatNumber, formatWaited, humanDuration, isoDuration } from ".";

describe("humanDuration", () => {
  it("writes a video's length for people: seconds under a minute, then minutes, then hours and minutes", () => {
    expect(humanDuration(0)).toBe("0 s");
    expect(humanDuration(20)).toBe("20 s");
    expect(humanDuration(59.4)).toBe("59 s");
    expect(humanDuration(600)).toBe("10 min");
    expect(humanDuration(3600)).toBe("1 h");
    expect(humanDuration(3900)).toBe("1 h 5 min");
  });
  it("never writes a negative length", () => {
    expect(humanDuration(-5)).toBe("0 s");
  });
});

describe("formatDate and formatNumber", () => {
  it("write dates day first with the month in words (not the US 11/25/2026), in the zone given", () => {
    expect(formatDate("2026-11-25T10:00:00Z", "UTC")).toBe("25 Nov 2026");
    expect(formatDate(new Date("2026-01-05T00:00:00Z"), "UTC")).toBe("5 Jan 2026");
    // Late evening in New York is the next day in UTC: the viewer's zone decides the day.
    expect(formatDate("2026-11-26T03:00:00Z", "America/New_York")).toBe("25 Nov 2026");
    expect(formatDate("not a date", "UTC")).toBe("");
  });
  it("write counts with thousands separators", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(7)).toBe("7");
  });
});

describe("formatMoney", () => {
  it("writes cents as dollars with a thousands separator and always two decimals", () => {
    expect(formatMoney(2500)).toBe("$25.00");
    expect(formatMoney(125050)).toBe("$1,250.50");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(100000000)).toBe("$1,000,000.00");
  });
  it("takes the currency as a lower- or upper-case ISO code", () => {
    expect(formatMoney(2550, "usd")).toBe("$25.50");
    expect(formatMoney(2550, "USD")).toBe("$25.50");
    expect(formatMoney(2550, "eur")).toBe("€25.50");
  });
  it("writes a refund (a negative amount) with a minus sign", () => {
    expect(formatMoney(-2500)).toBe("-$25.00");
  });
  it("writes each currency with its own decimals: yen have none", () => {
    expect(formatMoney(25050, "INR")).toBe("₹250.50");
    expect(formatMoney(1050, "GBP")).toBe("£10.50");
    expect(formatMoney(2550, "JPY")).toBe("¥2,550");
  });
});

describe("clockDuration", () => {
  it("writes a length as a clock: minutes and seconds, hours when there are any", () => {
    expect(clockDuration(0)).toBe("0:00");
    expect(clockDuration(59.6)).toBe("1:00");
    expect(clockDuration(1800)).toBe("30:00");
    expect(clockDuration(2530)).toBe("42:10");
    expect(clockDuration(3725)).toBe("1:02:05");
    expect(clockDuration(21600)).toBe("6:00:00");
  });
});

describe("isoDuration", () => {
  it("writes hours, minutes and seconds as ISO 8601, leaving out the zero parts, PT0S for nothing", () => {
    expect(isoDuration(20)).toBe("PT20S");
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(-5)).toBe("PT0S");
    expect(isoDuration(3725)).toBe("PT1H2M5S");
    expect(isoDuration(600)).toBe("PT10M");
    expect(isoDuration(7200.4)).toBe("PT2H");
  });
});

describe("formatWaited", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  it("says under an hour, then whole hours, then whole days", () => {
    expect(formatWaited(ago(0.5), now)).toBe("under an hour");
    expect(formatWaited(ago(1), now)).toBe("1 hour");
    expect(formatWaited(ago(23.9), now)).toBe("23 hours");
    expect(formatWaited(ago(24), now)).toBe("1 day");
    expect(formatWaited(ago(24 * 3 + 5), now)).toBe("3 days");
    expect(formatWaited(ago(24 * 1200), now)).toBe("1,200 days");
  });
  it("takes an ISO string and never says a negative wait", () => {
    expect(formatWaited(ago(-2).toISOString(), now)).toBe("under an hour");
    expect(formatWaited(ago(50).toISOString(), now)).toBe("2 days");
  });
});
