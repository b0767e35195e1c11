"use client";

import { useEffect, useRef } from "react";
import { BEACON_REASONS, DEBOUNCE_MS, ProgressTracker, SAVE_INTERVAL_MS, saveBody, type Save, type SaveBody } from "./progress-logic";

export type ProgressSaved = { justCompleted: boolean; completed: boolean; progress: number; watchedPercentage: number };

/** The endpoint of progress saves (docs/api.md, Watched videos). */
export const progressUrl = (videoId: string) => `/api/v1/watchedVideo/watched/${encodeURIComponent(videoId)}`;

/**
 * Sends one save. While the page stays, a keepalive fetch whose answer we read (justCompleted);
 * when it may be going away (tab hidden, pagehide), navigator.sendBeacon with the JSON as a
 * text/plain Blob (a CORS-safelisted type; the server reads the body as JSON whatever its type):
 * the browser delivers it even after the tab closes.
 */
async function send(videoId: string, body: SaveBody, beacon: boolean): Promise<ProgressSaved | null> {
  const json = JSON.stringify(body);
  if (beacon && typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
    if (navigator.sendBeacon(progressUrl(videoId), new Blob([json], { type: "text/plain;charset=UTF-8" }))) return null;
  }
  try {
    const response = await fetch(progressUrl(videoId), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: json,
      credentials: "same-origin",
      keepalive: true,
    });
    if (!response.ok) return null;
    const data = (await response.json()) as { watchedVideo?: ProgressSaved };
    return data.watchedVideo ?? null;
  } catch {
    return null;
  }
}

/**
 * Saves the progress of `video` (the media element, once mounted) exactly as the spec says:
 * on play (the baseline), pause, ended, seek, tab hidden, pagehide/unload (beacon), window blur,
 * every 30 s while playing, and on position updates only when the position moved ≥ 5 s since
 * the last save, debounced by 2 s (a trailing debounce: it fires once the updates stop, e.g. a
 * stall; steady playback is covered by the 30 s interval). The decisions live in
 * progress-logic.ts; this hook wires them to the element and the network.
 *
 * `savedPosition` is where the viewer resumes (the server's last position), the starting point
 * of the "moved 5 s" rule. `onCompleted` runs once, on the save the server answers with
 * `justCompleted`.
 */
export function useVideoProgress({
  videoId,
  video,
  savedPosition,
  onCompleted,
  onSaved,
}: {
  videoId: string;
  video: HTMLVideoElement | null;
  savedPosition: number | null;
  onCompleted?: () => void;
  onSaved?: (save: Save, result: ProgressSaved | null) => void;
}): void {
  const callbacks = useRef({ onCompleted, onSaved });
  useEffect(() => {
    callbacks.current = { onCompleted, onSaved };
  });
  const completedShown = useRef(false);

  useEffect(() => {
    if (!video) return;
    const tracker = new ProgressTracker(savedPosition);
    let interval: ReturnType<typeof setInterval> | null = null;
    let debounce: ReturnType<typeof setTimeout> | null = null;

    const emit = (save: Save | null) => {
      if (!save) return;
      const body = saveBody(save, video.duration, Date.now());
      if (!body) return;
      void send(videoId, body, BEACON_REASONS.has(save.reason)).then((result) => {
        callbacks.current.onSaved?.(save, result);
        if (result?.justCompleted && !completedShown.current) {
          completedShown.current = true;
          callbacks.current.onCompleted?.();
        }
      });
    };
    const stopInterval = () => {
      if (interval !== null) clearInterval(interval);
      interval = null;
    };
    const clearDebounce = () => {
      if (debounce !== null) clearTimeout(debounce);
      debounce = null;
    };
    // While the element seeks, `currentTime` already reports the target (the `seeking` flag is set
    // at once, its event comes a task later): no position read then may end the stretch played
    // before the seek, which `seeking` saves from the last position seen.
    const checkpoint = (reason: Save["reason"]) => {
      clearDebounce();
      if (video.seeking) return;
      emit(tracker.checkpoint(video.currentTime, reason));
    };

    const onPlay = () => {
      emit(tracker.play(video.currentTime));
      stopInterval();
      interval = setInterval(() => checkpoint("interval"), SAVE_INTERVAL_MS);
    };
    const onPause = () => {
      stopInterval();
      clearDebounce();
      // An element that ends also fires pause: the "ended" save covers it.
      if (video.ended) return;
      emit(tracker.pause(video.currentTime));
    };
    const onEnded = () => {
      stopInterval();
      clearDebounce();
      emit(tracker.ended(video.duration));
    };
    const onSeeking = () => {
      clearDebounce();
      emit(tracker.seeking());
    };
    const onSeeked = () => emit(tracker.seeked(video.currentTime, !video.paused));
    const onTimeUpdate = () => {
      if (video.seeking || !tracker.timeupdate(video.currentTime)) return;
      clearDebounce();
      debounce = setTimeout(() => checkpoint("position"), DEBOUNCE_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") checkpoint("hidden");
    };
    const onPageHide = () => checkpoint("unload");
    const onBlur = () => checkpoint("blur");

    video.addEventListener("play", onPlay);
    video.addEventListener("pause", onPause);
    video.addEventListener("ended", onEnded);
    video.addEventListener("seeking", onSeeking);
    video.addEventListener("seeked", onSeeked);
    video.addEventListener("timeupdate", onTimeUpdate);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("beforeunload", onPageHide);
    window.addEventListener("blur", onBlur);
    if (!video.paused) onPlay();
    return () => {
      // Closing the player (Back) saves where the viewer stopped.
      stopInterval();
      clearDebounce();
      emit(tracker.pause(video.currentTime));
      video.removeEventListener("play", onPlay);
      video.removeEventListener("pause", onPause);
      video.removeEventListener("ended", onEnded);
      video.removeEventListener("seeking", onSeeking);
      video.removeEventListener("seeked", onSeeked);
      video.removeEventListener("timeupdate", onTimeUpdate);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("beforeunload", onPageHide);
      window.removeEventListener("blur", onBlur);
    };
  }, [video, videoId, savedPosition]);
}
