"use client";

import { VideoCard } from "@/components/ui/video-card";
import { formatDuration } from "./format";
import type { WatchableVideo } from "./types";
import { useOpenVideo } from "./watch-flow";

/**
 * A video on the student dashboard: one button (thumbnail, title, length, and the extra lines
 * given as children) that opens the detail modal. `compact`: a row with a small thumbnail.
 */
export function WatchCard({ video, children, compact = false }: { video: WatchableVideo; children?: React.ReactNode; compact?: boolean }) {
  const openVideo = useOpenVideo();
  return (
    <VideoCard
      as="button"
      onClick={() => openVideo(video)}
      layout={compact ? "row" : "stacked"}
      title={video.title}
      thumbnailUrl={video.thumbnailUrl}
    >
      <span className="text-sm text-muted">{formatDuration(video.durationSeconds)}</span>
      {children}
    </VideoCard>
  );
}

/** A labelled progress bar (the saved position as a share of the video). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <span className="mt-1 flex items-center gap-3">
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="block h-2 flex-1 overflow-hidden rounded-full bg-sand-100"
      >
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </span>
      <span className="text-sm font-semibold text-ink">{percent}%</span>
    </span>
  );
}
