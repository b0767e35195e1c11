"use client";

import { VideoPlayer } from "@/features/videos/client";

/**
 * Where the dashboard's selection flow (card → detail modal → player) meets the catalogue's
 * full-screen `VideoPlayer`, which shows the 1.5 s loading indicator, resumes at the saved
 * position, saves progress, says "Video completed!" once and offers Fullscreen. Here it only
 * gets the dashboard's "Back to Dashboard".
 */
export function DashboardPlayer({ videoId, title, onClose }: { videoId: string; title: string; onClose: () => void }) {
  return <VideoPlayer videoId={videoId} title={title} onClose={onClose} closeLabel="Back to Dashboard" />;
}
