import { describe, expect, it } from "vitest";
import { practiceSessions, practiceTotalMinutes } from "./practice";

describe("daily practice", () => {
  it("has the spec's six sessions of 5, 10, 3, 3, 7 and 2 minutes, and its total adds them up to 30", () => {
    expect(practiceSessions.map((s) => s.minutes)).toEqual([5, 10, 3, 3, 7, 2]);
    expect(practiceTotalMinutes).toBe(practiceSessions.reduce((sum, s) => sum + s.minutes, 0));
    expect(practiceTotalMinutes).toBe(30);
  });

  it("gives every session a unique id usable as an anchor, a title, a summary and a Learn more text", () => {
    expect(new Set(practiceSessions.map((s) => s.id)).size).toBe(practiceSessions.length);
    expect(new Set(practiceSessions.map((s) => s.title)).size).toBe(practiceSessions.length);
    for (const s of practiceSessions) {
      expect(s.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(Number.isInteger(s.minutes) && s.minutes > 0, s.id).toBe(true);
      expect(s.title.trim().length).toBeGreaterThan(0);
      expect(s.summary.trim().length).toBeGreaterThan(0);
      expect(s.learnMore.length).toBeGreaterThan(0);
      for (const paragraph of s.learnMore) expect(paragraph.trim().length, s.id).toBeGreaterThan(0);
    }
  });
});
