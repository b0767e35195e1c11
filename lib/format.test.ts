import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, humanDuration } from "./format";

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
