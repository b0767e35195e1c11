import { describe, expect, it } from "vitest";
import { practiceSessions, practiceTotalMinutes } from "./practice";

describe("daily practice", () => {
  it("has six sessions of 5, 10, 3, 3, 7 and 2 minutes, 30 in total", () => {
    expect(practiceSessions.map((s) => s.minutes)).toEqual([5, 10, 3, 3, 7, 2]);
    expect(practiceSessions.reduce((sum, s) => sum + s.minutes, 0)).toBe(30);
    expect(practiceTotalMinutes).toBe(30);
  });

  it("gives every session a title, a summary and a Learn more text", () => {
    expect(new Set(practiceSessions.map((s) => s.id)).size).toBe(6);
    for (const s of practiceSessions) {
      expect(s.title.trim().length).toBeGreaterThan(0);
      expect(s.summary.trim().length).toBeGreaterThan(0);
      expect(s.learnMore.length).toBeGreaterThan(0);
    }
  });
});
