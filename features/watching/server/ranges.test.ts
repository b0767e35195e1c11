import { describe, expect, it } from "vitest";
import {
  FIRST_SAVE_ALLOWANCE_SECONDS,
  addStretch,
  coveredSeconds,
  effectiveLength,
  isComplete,
  MAX_PLAY_ALLOWANCE_SECONDS,
  availableAllowance,
  mergeRanges,
  watchedPercentage,
} from "./ranges";

describe("mergeRanges", () => {
  it("sorts, merges overlapping and touching ranges, and keeps gaps", () => {
    expect(
      mergeRanges(
        [
          [50, 60],
          [0, 10],
          [5, 20],
          [20, 30],
          [40, 45],
        ],
        100,
      ),
    ).toEqual([
      [0, 30],
      [40, 45],
      [50, 60],
    ]);
  });

  it("closes gaps of a quarter second or less, not larger ones", () => {
    expect(
      mergeRanges(
        [
          [0, 10],
          [10.2, 20],
        ],
        100,
      ),
    ).toEqual([[0, 20]]);
    expect(
      mergeRanges(
        [
          [0, 10],
          [10.5, 20],
        ],
        100,
      ),
    ).toEqual([
      [0, 10],
      [10.5, 20],
    ]);
  });

  it("clamps to [0, length] and drops empty, reversed and non-finite ranges", () => {
    expect(
      mergeRanges(
        [
          [-5, 3],
          [95, 130],
          [7, 7],
          [9, 8],
          [Number.NaN, 4],
          [1, Number.POSITIVE_INFINITY],
        ],
        100,
      ),
    ).toEqual([
      [0, 3],
      [95, 100],
    ]);
    expect(mergeRanges([[0, 10]], 0)).toEqual([]);
  });

  it("contains ranges within ranges and is idempotent", () => {
    const once = mergeRanges(
      [
        [0, 100],
        [10, 20],
        [30, 40],
      ],
      200,
    );
    expect(once).toEqual([[0, 100]]);
    expect(mergeRanges(once, 200)).toEqual(once);
  });

  it("ignores malformed stored entries", () => {
    expect(mergeRanges([[1, 2, 3] as unknown as [number, number], ["a", 4] as unknown as [number, number], [1, 2]], 10)).toEqual([[1, 2]]);
  });
});

describe("coveredSeconds and watchedPercentage", () => {
  it("sums merged ranges", () => {
    expect(
      coveredSeconds(
        mergeRanges(
          [
            [0, 10],
            [5, 15],
            [20, 25],
          ],
          100,
        ),
      ),
    ).toBe(20);
    expect(coveredSeconds([])).toBe(0);
  });

  it("rounds and caps the percentage, and is 0 for a zero length", () => {
    expect(watchedPercentage(45, 100)).toBe(45);
    expect(watchedPercentage(2, 3)).toBe(67);
    expect(watchedPercentage(120, 100)).toBe(100);
    expect(watchedPercentage(10, 0)).toBe(0);
  });

  it("counts a video complete at 90 % coverage", () => {
    expect(isComplete(89.9, 100)).toBe(false);
    expect(isComplete(90, 100)).toBe(true);
    expect(isComplete(0, 0)).toBe(false);
  });
});

describe("effectiveLength", () => {
  it("trusts the player's precise length when it is close to the stored duration", () => {
    expect(effectiveLength(600.4, 600)).toBe(600.4);
    expect(effectiveLength(596, 600)).toBe(596);
  });

  it("uses the stored duration when the player's length disagrees wildly or is missing", () => {
    expect(effectiveLength(60, 600)).toBe(600);
    expect(effectiveLength(6000, 600)).toBe(600);
    expect(effectiveLength(0, 600)).toBe(600);
  });
});

describe("availableAllowance", () => {
  it("refills with wall-clock time at up to 2x speed plus 10 %, up to the cap", () => {
    expect(availableAllowance(0, 10)).toBe(22);
    expect(availableAllowance(5, 10)).toBe(27);
    expect(availableAllowance(0, 0)).toBe(0);
    expect(availableAllowance(40, 30)).toBe(MAX_PLAY_ALLOWANCE_SECONDS);
    // A day away does not bank a day of playback.
    expect(availableAllowance(0, 86_400)).toBe(MAX_PLAY_ALLOWANCE_SECONDS);
  });

  it("gives the first save a fixed allowance", () => {
    expect(availableAllowance(0, null)).toBe(FIRST_SAVE_ALLOWANCE_SECONDS);
  });

  it("never goes below zero, whatever the clock or a corrupt stored value says", () => {
    expect(availableAllowance(-50, 10)).toBe(22);
    expect(availableAllowance(0, -30)).toBe(0);
  });
});

describe("addStretch", () => {
  it("adds a plausible stretch and reports the newly covered seconds", () => {
    const r = addStretch([[0, 30]], 30, 60, 600, 40);
    expect(r).toEqual({ ranges: [[0, 60]], covered: 60, added: 30, accepted: true, allowance: 10 });
  });

  it("adds nothing when the slider is dragged to the end", () => {
    const r = addStretch([[0, 30]], 30, 600, 600, availableAllowance(10, 2));
    expect(r).toEqual({ ranges: [[0, 30]], covered: 30, added: 0, accepted: false, allowance: 14.4 });
  });

  it("does not count a replay twice", () => {
    const r = addStretch([[0, 60]], 10, 40, 600, 30);
    expect(r).toEqual({ ranges: [[0, 60]], covered: 60, added: 0, accepted: true, allowance: 0 });
  });

  it("counts only the new part of a partly replayed stretch", () => {
    const r = addStretch([[0, 60]], 50, 80, 600, 30);
    expect(r.ranges).toEqual([[0, 80]]);
    expect(r.added).toBe(20);
  });

  it("clamps a stretch to the length", () => {
    const r = addStretch([[0, 590]], 590, 605, 600, 15);
    expect(r.ranges).toEqual([[0, 600]]);
    expect(r.added).toBe(10);
  });

  it("treats an empty stretch as accepted and changing nothing", () => {
    expect(addStretch([[0, 10]], 10, 10, 600, 100)).toEqual({ ranges: [[0, 10]], covered: 10, added: 0, accepted: true, allowance: 100 });
  });

  it("refuses a stretch longer than the allowance whole, keeping the allowance", () => {
    expect(addStretch([], 0, 30.5, 600, 30)).toEqual({ ranges: [], covered: 0, added: 0, accepted: false, allowance: 30 });
    expect(addStretch([], 0, Number.POSITIVE_INFINITY, 600, 30).accepted).toBe(false);
  });

  it("reaches completion only through real playback, in order or not", () => {
    let ranges: [number, number][] = [];
    // Watch 0–300 in 30-second saves, skip to 330, watch to 570: 540 of 600 seconds = 90 %.
    for (let t = 0; t < 300; t += 30) ranges = addStretch(ranges, t, t + 30, 600, 30).ranges;
    for (let t = 330; t < 570; t += 30) ranges = addStretch(ranges, t, t + 30, 600, 30).ranges;
    expect(isComplete(coveredSeconds(ranges), 600)).toBe(true);
    const without = addStretch(ranges.slice(0, 1), 330, 600, 600, 30);
    expect(isComplete(without.covered, 600)).toBe(false);
  });
});
