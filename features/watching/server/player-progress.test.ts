/** The player's progress rules (features/videos/ui/player/progress-logic.ts), checked against the server's played-ranges arithmetic. */
import { describe, expect, it } from "vitest";
import { addStretch, availableAllowance, coveredSeconds, isComplete, type Range } from "./ranges";
import {
  BEACON_REASONS,
  DEBOUNCE_MS,
  MIN_CHANGE_SECONDS,
  ProgressTracker,
  SAVE_INTERVAL_MS,
  resumePosition,
  saveBody,
  type Save,
} from "@/features/videos/client";

describe("the spec's constants", () => {
  it("saves every 30 s, on a 5 s move, debounced by 2 s; beacons only when the page may go", () => {
    expect([SAVE_INTERVAL_MS, MIN_CHANGE_SECONDS, DEBOUNCE_MS]).toEqual([30_000, 5, 2_000]);
    expect([...BEACON_REASONS].sort()).toEqual(["hidden", "unload"]);
  });
});

describe("resumePosition", () => {
  it("resumes at the saved position only when it is below the duration", () => {
    expect(resumePosition(42.5, 120)).toBe(42.5);
    expect(resumePosition(120, 120)).toBe(0);
    expect(resumePosition(130, 120)).toBe(0);
    expect(resumePosition(null, 120)).toBe(0);
    expect(resumePosition(0, 120)).toBe(0);
    expect(resumePosition(Number.NaN, 120)).toBe(0);
  });
});

describe("saveBody", () => {
  it("sends progress, videoLength, playedFrom and sentAt, clamped so the server accepts it", () => {
    expect(saveBody({ reason: "pause", progress: 12.34567, playedFrom: 3 }, 60, 1_700_000_000_000.4)).toEqual({
      progress: 12.346,
      videoLength: 60,
      playedFrom: 3,
      sentAt: 1_700_000_000_000,
    });
    expect(saveBody({ reason: "ended", progress: 61, playedFrom: 62 }, 60, 1)).toMatchObject({ progress: 60, playedFrom: 60 });
    expect(saveBody({ reason: "pause", progress: 5, playedFrom: 9 }, 60, 1)).toMatchObject({ progress: 5, playedFrom: 5 });
  });
  it("sends nothing before the length is known", () => {
    expect(saveBody({ reason: "play", progress: 0, playedFrom: 0 }, Number.NaN, 1)).toBeNull();
    expect(saveBody({ reason: "play", progress: 0, playedFrom: 0 }, 0, 1)).toBeNull();
  });
});

describe("ProgressTracker", () => {
  it("saves when playback starts, then each save starts the next stretch where it ended", () => {
    const t = new ProgressTracker(null);
    expect(t.play(0)).toEqual({ reason: "play", progress: 0, playedFrom: 0 });
    expect(t.checkpoint(30, "interval")).toEqual({ reason: "interval", progress: 30, playedFrom: 0 });
    expect(t.playedFrom).toBe(30);
    expect(t.checkpoint(60, "interval")).toEqual({ reason: "interval", progress: 60, playedFrom: 30 });
    expect(t.pause(64)).toEqual({ reason: "pause", progress: 64, playedFrom: 60 });
    expect(t.playing).toBe(false);
  });

  it("always saves playback start, even at the saved position (the server's baseline)", () => {
    const t = new ProgressTracker(40);
    expect(t.play(40)).toEqual({ reason: "play", progress: 40, playedFrom: 40 });
  });

  it("arms the debounced save only once the position moved at least 5 s since the last save", () => {
    const t = new ProgressTracker(10);
    t.play(10);
    expect(t.timeupdate(11)).toBe(false);
    expect(t.timeupdate(14.9)).toBe(false);
    expect(t.timeupdate(15)).toBe(true);
    expect(t.checkpoint(15.5, "position")).toEqual({ reason: "position", progress: 15.5, playedFrom: 10 });
    expect(t.timeupdate(16)).toBe(false);
    // Backwards counts too (a seek back arrives through seeking/seeked, but the rule is a distance).
    const u = new ProgressTracker(30);
    expect(u.timeupdate(24)).toBe(true);
  });

  it("on a seek saves the stretch played before it, then the new position with a fresh stretch", () => {
    const t = new ProgressTracker(null);
    t.play(0);
    t.timeupdate(8);
    t.timeupdate(9);
    // The element already reports the target (50) at `seeking`: the stretch ends at 9, not 50.
    expect(t.seeking()).toEqual({ reason: "seek", progress: 9, playedFrom: 0 });
    expect(t.seeking()).toBeNull(); // dragging: one save per seek
    expect(t.timeupdate(50)).toBe(false); // ignored while seeking
    expect(t.seeked(50, true)).toEqual({ reason: "seek", progress: 50, playedFrom: 50 });
    expect(t.playedFrom).toBe(50);
    t.timeupdate(55);
    expect(t.pause(56)).toEqual({ reason: "pause", progress: 56, playedFrom: 50 });
  });

  it("a seek while paused saves the new position and starts no stretch", () => {
    const t = new ProgressTracker(20);
    expect(t.seeking()).toBeNull();
    expect(t.seeked(5, false)).toEqual({ reason: "seek", progress: 5, playedFrom: 5 });
    expect(t.playing).toBe(false);
    expect(t.play(5)).toEqual({ reason: "play", progress: 5, playedFrom: 5 });
  });

  it("the resume seek to the saved position sends nothing new", () => {
    const t = new ProgressTracker(42);
    expect(t.seeking()).toBeNull();
    expect(t.seeked(42, false)).toBeNull();
  });

  it("skips saves that say nothing new when paused (blur, hide, unload), but not after playing", () => {
    const t = new ProgressTracker(null);
    t.play(0);
    expect(t.pause(12)).toMatchObject({ progress: 12, playedFrom: 0 });
    expect(t.checkpoint(12, "blur")).toBeNull();
    expect(t.checkpoint(12, "hidden")).toBeNull();
    expect(t.checkpoint(12, "unload")).toBeNull();
    t.play(12);
    expect(t.checkpoint(20, "hidden")).toEqual({ reason: "hidden", progress: 20, playedFrom: 12 });
    expect(t.checkpoint(26, "unload")).toEqual({ reason: "unload", progress: 26, playedFrom: 20 });
  });

  it("saves the end of the video with the stretch that reached it", () => {
    const t = new ProgressTracker(null);
    t.play(0);
    t.checkpoint(30, "interval");
    expect(t.ended(40)).toEqual({ reason: "ended", progress: 40, playedFrom: 30 });
    expect(t.ended(40)).toBeNull();
  });

  /** Feeds the saves to the server's range arithmetic with the wall-clock time between them, as recordProgress does. */
  function serverCoverage(saves: { at: number; save: Save | null }[], length: number) {
    let ranges: Range[] = [];
    let last: number | null = null;
    let allowance = 0;
    for (const { at, save } of saves) {
      if (!save) continue;
      const result = addStretch(
        ranges,
        save.playedFrom,
        save.progress,
        length,
        availableAllowance(allowance, last === null ? null : (at - last) / 1000),
      );
      ranges = result.ranges;
      allowance = result.allowance;
      last = at;
    }
    return coveredSeconds(ranges);
  }

  it("watching through completes the video on the server; dragging to the end does not", () => {
    const length = 100;
    const watched = new ProgressTracker(null);
    const watching: { at: number; save: Save | null }[] = [{ at: 0, save: watched.play(0) }];
    for (let s = 30; s < length; s += 30) watching.push({ at: s * 1000, save: watched.checkpoint(s, "interval") });
    watching.push({ at: length * 1000, save: watched.ended(length) });
    expect(isComplete(serverCoverage(watching, length), length)).toBe(true);

    const dragged = new ProgressTracker(null);
    const dragging: { at: number; save: Save | null }[] = [{ at: 0, save: dragged.play(0) }];
    for (let s = 1; s <= 5; s++) dragged.timeupdate(s);
    dragging.push({ at: 5000, save: dragged.seeking() });
    dragging.push({ at: 5100, save: dragged.seeked(98, true) });
    dragging.push({ at: 7100, save: dragged.ended(100) });
    const covered = serverCoverage(dragging, length);
    expect(covered).toBeCloseTo(7, 5);
    expect(isComplete(covered, length)).toBe(false);
  });
});
