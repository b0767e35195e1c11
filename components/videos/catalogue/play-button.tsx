"use client";

import { useState } from "react";
import { useSession } from "next-auth/react";
import { Play } from "lucide-react";
import { VideoPlayer } from "@/components/videos/player";

/**
 * Play: a guest (or before the session is known) follows a link to /login that comes back to
 * the video's page after signing in; a signed-in viewer gets the full-screen player (opened over
 * whatever is on screen, e.g. the detail dialog, which gets focus back on Back).
 */
export function PlayButton({ videoId, title, className = "btn-primary min-h-12 px-6" }: { videoId: string; title: string; className?: string }) {
  const { status } = useSession();
  const [playing, setPlaying] = useState(false);
  if (status !== "authenticated") {
    return (
      <a href={`/login?callbackUrl=/videos/${videoId}`} className={className}>
        <Play aria-hidden className="size-5" />
        Play
        <span className="sr-only">: sign in to watch</span>
      </a>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setPlaying(true)}>
        <Play aria-hidden className="size-5" />
        Play
      </button>
      {playing ? <VideoPlayer videoId={videoId} title={title} onClose={() => setPlaying(false)} closeLabel="Back to Videos" /> : null}
    </>
  );
}
