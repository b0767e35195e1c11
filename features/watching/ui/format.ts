import { humanDuration } from "@/lib/format";

/** "4 min", "1 h 5 min", "45 s": a video's length for people; "Length unknown" when there is none. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return "Length unknown";
  return humanDuration(seconds);
}

/** How far through the video the saved position is, 0–100 (100 once completed). */
export function positionPercent(progress: number, videoLength: number, completed = false): number {
  if (completed) return 100;
  if (!Number.isFinite(videoLength) || videoLength <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((progress / videoLength) * 100)));
}
