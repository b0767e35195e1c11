"use client";

import { PlayCircle } from "lucide-react";
import { formatDuration } from "./format";
import type { WatchableVideo } from "./types";
import { useOpenVideo } from "./watch-flow";

/**
 * A video on the student dashboard: one button (thumbnail, title, length, and the extra lines
 * given as children) that opens the detail modal.
 */
export function VideoCard({ video, children, compact = false }: { video: WatchableVideo; children?: React.ReactNode; compact?: boolean }) {
  const openVideo = useOpenVideo();
  return (
    <button
      type="button"
      onClick={() => openVideo(video)}
      className={`card group flex h-full w-full text-left transition-shadow hover:shadow-md focus-visible:shadow-md ${compact ? "flex-row items-center gap-4 p-4" : "flex-col gap-3 p-4"}`}
    >
      <span className={`relative block shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-brand-100 to-sand-100 ${compact ? "aspect-video w-28 sm:w-40" : "aspect-video w-full"}`}>
        {video.thumbnailUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a short-lived signed URL from our storage
          <img src={video.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : null}
        <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-ink/0 transition-colors group-hover:bg-ink/25">
          <PlayCircle className="size-10 text-white opacity-90 drop-shadow" />
        </span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-display text-lg font-semibold leading-snug text-ink break-words">{video.title}</span>
        <span className="text-sm text-muted">{formatDuration(video.durationSeconds)}</span>
        {children}
      </span>
    </button>
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
