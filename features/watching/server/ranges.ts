/**
 * The pure arithmetic of video progress: the ranges of a video actually played, merged; how much
 * of the video they cover; how much playback a save may report (the play allowance); and which length
 * to trust. No database, no clock: `recordProgress` (progress.ts) feeds it.
 */

/** A played stretch in seconds, `[start, end]` with start < end. */
export type Range = [number, number];

/** The share of a video's length the played ranges must cover for it to count as completed. */
export const COMPLETION_RATIO = 0.9;
/** How far `progress` may be past the player's `videoLength` (rounding, the last frame). */
export const LENGTH_TOLERANCE_SECONDS = 2;
/** Gaps this small between two ranges are closed when merging (timer granularity of players). */
export const MERGE_GAP_SECONDS = 0.25;
/**
 * How much playback a save may report is limited by a play allowance kept per (user, video):
 * wall-clock time refills it at the fastest speed the player offers (2x, with 10 % slack for
 * timers and network delay), accepted stretches spend it, and it holds at most
 * MAX_PLAY_ALLOWANCE_SECONDS. So dragging the slider (or a forged save) cannot credit more than
 * real time allows, while saves that arrive out of order (the part played before a seek
 * overtaken by the seek's own save) still count: the later one spends what the earlier left.
 */
export const MAX_PLAYBACK_RATE = 2;
export const PLAY_ALLOWANCE_SLACK = 0.1;
/** Two 30-second saves at 2x, plus slack: enough for any real sequence of saves, little to forge with. */
export const MAX_PLAY_ALLOWANCE_SECONDS = 70;
/**
 * The first save of a (user, video) has no previous save to measure against: it may report at
 * most this much playback (the player saves every 30 seconds while playing; it also saves when
 * playback starts, which gives the next save its baseline).
 */
export const FIRST_SAVE_ALLOWANCE_SECONDS = 35;
/** When the player's length and the stored duration differ by more than this, the stored one wins. */
export const LENGTH_DISAGREEMENT_SECONDS = 5;
export const LENGTH_DISAGREEMENT_RATIO = 0.1;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Sorted, non-overlapping ranges clamped to [0, length]; empty and invalid ranges dropped. */
export function mergeRanges(ranges: readonly (readonly [number, number])[], length: number): Range[] {
  const max = Number.isFinite(length) && length > 0 ? length : 0;
  const clamped: Range[] = [];
  for (const r of ranges) {
    if (!Array.isArray(r) || r.length !== 2) continue;
    const [a, b] = r;
    if (typeof a !== "number" || typeof b !== "number" || !Number.isFinite(a) || !Number.isFinite(b)) continue;
    const start = round3(Math.min(Math.max(a, 0), max));
    const end = round3(Math.min(Math.max(b, 0), max));
    if (end > start) clamped.push([start, end]);
  }
  clamped.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: Range[] = [];
  for (const [start, end] of clamped) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1] + MERGE_GAP_SECONDS) {
      last[1] = Math.max(last[1], end);
    } else {
      merged.push([start, end]);
    }
  }
  return merged;
}

/** Seconds covered by merged ranges. */
export function coveredSeconds(merged: readonly Range[]): number {
  return round3(merged.reduce((sum, [start, end]) => sum + (end - start), 0));
}

/** The length to measure coverage against: the stored duration when the player's disagrees wildly. */
export function effectiveLength(clientLength: number, storedDuration: number): number {
  if (!(storedDuration > 0)) return Math.max(clientLength, 0);
  const allowed = Math.max(LENGTH_DISAGREEMENT_SECONDS, storedDuration * LENGTH_DISAGREEMENT_RATIO);
  if (!Number.isFinite(clientLength) || clientLength <= 0 || Math.abs(clientLength - storedDuration) > allowed) return storedDuration;
  return clientLength;
}

/**
 * The playback a save may report: what was left after the previous save, refilled by the
 * wall-clock seconds since then (`elapsedSeconds`, null for the first save: a fixed allowance).
 */
export function availableAllowance(left: number, elapsedSeconds: number | null): number {
  if (elapsedSeconds === null) return FIRST_SAVE_ALLOWANCE_SECONDS;
  const refill = Math.max(0, elapsedSeconds) * MAX_PLAYBACK_RATE * (1 + PLAY_ALLOWANCE_SLACK);
  return round3(Math.min(MAX_PLAY_ALLOWANCE_SECONDS, Math.max(0, left) + refill));
}

/** min(100, round(covered / length × 100)); 0 for a length of 0. */
export function watchedPercentage(covered: number, length: number): number {
  if (!(length > 0) || !(covered > 0)) return 0;
  return Math.min(100, Math.round((covered / length) * 100));
}

export function isComplete(covered: number, length: number): boolean {
  return length > 0 && covered >= length * COMPLETION_RATIO - 1e-9;
}

export type StretchResult = {
  ranges: Range[];
  covered: number;
  /** Seconds covered now that were not covered before (what counts as practice). */
  added: number;
  /** Whether the reported stretch was taken into account. */
  accepted: boolean;
  /** The play allowance left for the next save. */
  allowance: number;
};

/**
 * Adds one reported stretch `[from, to]` to the stored ranges when the play allowance covers it
 * (a stretch longer than `allowance` is refused whole: it did not happen at a speed the player
 * plays). Stored ranges are re-merged against `length` (a range past a shorter trusted length
 * is clamped).
 */
export function addStretch(
  stored: readonly (readonly [number, number])[],
  from: number,
  to: number,
  length: number,
  allowance: number,
): StretchResult {
  const before = mergeRanges(stored, length);
  const coveredBefore = coveredSeconds(before);
  const stretch = to - from;
  if (!(stretch > 0) || !Number.isFinite(stretch) || stretch > allowance) {
    return { ranges: before, covered: coveredBefore, added: 0, accepted: stretch === 0, allowance };
  }
  const ranges = mergeRanges([...before, [from, to]], length);
  const covered = coveredSeconds(ranges);
  return { ranges, covered, added: round3(Math.max(0, covered - coveredBefore)), accepted: true, allowance: round3(allowance - stretch) };
}
