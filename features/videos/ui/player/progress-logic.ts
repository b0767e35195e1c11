/**
 * The player's progress rules as plain, testable logic (no React, no DOM). The spec: save on
 * pause, end, seek, tab hide, page unload and window blur, and every 30 s while playing; on a
 * position update only when the position moved at least 5 s since the last save, debounced by
 * 2 s. The server (lib/server/watched/progress.ts) also needs `playedFrom`: where the continuous
 * stretch of playback ending at `progress` began since the previous save. It adds
 * `[playedFrom, progress]` to the played ranges only when its play allowance (refilled by
 * wall-clock time at up to 2x speed, at most 70 s) covers that stretch, so:
 * - every save during playback starts the next stretch where it ended;
 * - a seek ends the stretch (the part played before it is saved first) and starts a new one at
 *   the seek's target;
 * - playback start is saved, giving the next save its baseline.
 */

export const SAVE_INTERVAL_MS = 30_000;
export const MIN_CHANGE_SECONDS = 5;
export const DEBOUNCE_MS = 2_000;

export type SaveReason = "play" | "pause" | "ended" | "seek" | "interval" | "position" | "hidden" | "unload" | "blur";

/** What to send: the body of POST watchedVideo/watched/{id}, less videoLength and sentAt. */
export type Save = { reason: SaveReason; progress: number; playedFrom: number };

/** The body of POST watchedVideo/watched/{id}. */
export type SaveBody = { progress: number; videoLength: number; playedFrom: number; sentAt: number };

/** Reasons sent with navigator.sendBeacon: the page may be going away. */
export const BEACON_REASONS: ReadonlySet<SaveReason> = new Set(["hidden", "unload"]);

const EPSILON = 0.01;

/** The position to resume at: the saved one when it is below the duration (else the start). */
export function resumePosition(saved: number | null | undefined, duration: number): number {
  if (saved === null || saved === undefined || !Number.isFinite(saved) || saved <= 0) return 0;
  if (!Number.isFinite(duration) || duration <= 0) return saved;
  return saved < duration ? saved : 0;
}

/** The body of a save, or null when the length is not known yet (the server requires it). */
export function saveBody(save: Save, videoLength: number, now: number): SaveBody | null {
  if (!Number.isFinite(videoLength) || videoLength <= 0) return null;
  const progress = clamp(save.progress, 0, videoLength);
  const playedFrom = clamp(Math.min(save.playedFrom, progress), 0, progress);
  return { progress: round(progress), videoLength: round(videoLength), playedFrom: round(playedFrom), sentAt: Math.round(now) };
}

/**
 * Follows one player's events and decides what to save. Each method takes the media element's
 * `currentTime` at the event and returns the save to send (null: nothing to send); returning a
 * save assumes it is sent.
 */
export class ProgressTracker {
  /** Where the unsaved, continuous stretch of playback began; null when not playing. */
  private stretchStart: number | null = null;
  /** The last position seen during continuous playback (the end of the stretch before a seek). */
  private lastKnown = 0;
  private lastSaved: number | null;
  private isSeeking = false;

  constructor(savedPosition: number | null = null) {
    this.lastSaved = savedPosition;
    this.lastKnown = savedPosition ?? 0;
  }

  get playing(): boolean {
    return this.stretchStart !== null;
  }
  get lastSavedPosition(): number | null {
    return this.lastSaved;
  }
  get playedFrom(): number | null {
    return this.stretchStart;
  }

  /** Playback starts (or resumes): always saved, as the baseline of the next save. */
  play(position: number): Save {
    this.stretchStart = position;
    this.lastKnown = position;
    this.lastSaved = position;
    return { reason: "play", progress: position, playedFrom: position };
  }

  /**
   * A position update. Returns true when the debounced save should be (re)armed: the position
   * moved at least 5 s since the last save. The caller waits 2 s without another such update,
   * then calls `checkpoint(position, "position")`.
   */
  timeupdate(position: number): boolean {
    if (this.isSeeking) return false;
    if (this.stretchStart !== null) this.lastKnown = position;
    return Math.abs(position - (this.lastSaved ?? 0)) >= MIN_CHANGE_SECONDS;
  }

  /**
   * A save at the current position, for the 30 s interval, the debounced position update, the
   * tab being hidden, the page unloading and the window losing focus. While playing the stretch
   * continues from here; when nothing moved since the last save there is nothing to send.
   */
  checkpoint(position: number, reason: SaveReason): Save | null {
    if (this.isSeeking) return null;
    if (this.stretchStart !== null) {
      this.lastKnown = position;
      const save = this.commit({ reason, progress: position, playedFrom: this.stretchStart });
      this.stretchStart = position;
      return save;
    }
    return this.commit({ reason, progress: position, playedFrom: position });
  }

  pause(position: number): Save | null {
    const from = this.stretchStart ?? position;
    this.stretchStart = null;
    this.lastKnown = position;
    return this.commit({ reason: "pause", progress: position, playedFrom: from });
  }

  ended(position: number): Save | null {
    const from = this.stretchStart ?? position;
    this.stretchStart = null;
    this.lastKnown = position;
    return this.commit({ reason: "ended", progress: position, playedFrom: from });
  }

  /**
   * A seek begins (the media element already reports the target). The stretch played before it
   * ends at the last position seen, and is saved now so it is not lost; dragging the slider
   * fires many `seeking` events, and only the first saves.
   */
  seeking(): Save | null {
    if (this.isSeeking) return null;
    this.isSeeking = true;
    if (this.stretchStart === null) return null;
    const save =
      this.lastKnown - this.stretchStart > EPSILON
        ? this.commit({ reason: "seek", progress: this.lastKnown, playedFrom: this.stretchStart })
        : null;
    this.stretchStart = null;
    return save;
  }

  /** The seek is done: the new position is saved, and playback (if it goes on) starts a new stretch here. */
  seeked(position: number, stillPlaying: boolean): Save | null {
    this.isSeeking = false;
    this.lastKnown = position;
    this.stretchStart = stillPlaying ? position : null;
    return this.commit({ reason: "seek", progress: position, playedFrom: position });
  }

  /** Records a save as sent; skips one that would say nothing new (same position, nothing played). */
  private commit(save: Save): Save | null {
    const nothingPlayed = save.progress - save.playedFrom <= EPSILON;
    if (nothingPlayed && this.lastSaved !== null && Math.abs(save.progress - this.lastSaved) <= EPSILON) return null;
    this.lastSaved = save.progress;
    return save;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
