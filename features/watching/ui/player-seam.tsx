"use client";

import { VideoPlayer } from "@/features/videos/client";

/**
 * Where the dashboard's selection flow (card → detail modal → player) meets the catalogue's
 * full-screen `VideoPlayer`, which shows the 1.5 s loading indicator, resumes at the saved
 * position, saves progress, says "Video completed!" once and offers Fullscreen. Here it gets the
 * dashboard's "Back to Dashboard" and, for its end screen, the next recommended video.
 */
export function DashboardPlayer({
  videoId,
  title,
  onClose,
  upNext,
}: {
  videoId: string;
  title: string;
  onClose: () => void;
  upNext: { title: string; play: () => void } | null;
}) {
  return <VideoPlayer videoId={videoId} title={title} onClose={onClose} closeLabel="Back to Dashboard" upNext={upNext} />;
}
