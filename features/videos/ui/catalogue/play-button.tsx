"use client";

import { useEffect, useRef, useState } from "react";
import { useSession } from "next-auth/react";
import { usePathname, useSearchParams } from "next/navigation";
import { Play } from "lucide-react";
import { VideoPlayer, type PlayerLoader } from "@/features/videos/ui/player";
import { PLAY_AFTER_LOGIN, signInToPlayHref } from "./play-links";

/** Whether this is the video's own page, opened with ?play=1. */
// Both are never null in the App Router; they are typed as nullable because pages/ exists (the marketing pages).
function isPlayRequest(searchParams: URLSearchParams | null, pathname: string | null, pagePath: string): boolean {
  return pathname === pagePath && searchParams?.get(PLAY_AFTER_LOGIN) === "1";
}

/**
 * Play: a guest (or before the session is known) follows a link to /login that comes back to
 * the video's page (`pagePath`: a library item's too) after signing in; a signed-in viewer gets the full-screen player (opened over
 * whatever is on screen, e.g. the detail dialog, which gets focus back on Back). The guest's
 * link returns with `?play=1`: once signed in, the player opens by itself and the parameter is
 * dropped from the address, so a reload or a shared link does not start playback.
 */
export function PlayButton({
  videoId,
  title,
  className = "btn-primary min-h-12 px-6",
  pagePath = `/videos/${videoId}`,
  closeLabel = "Back to Videos",
  load,
}: {
  videoId: string;
  title: string;
  className?: string;
  /** The item's own page, where a guest comes back to after signing in (a catalogue video's by default). */
  pagePath?: string;
  /** The player's Back button. */
  closeLabel?: string;
  /** Another feature's stream (a library item): the player's `load` (no watching progress then). */
  load?: PlayerLoader;
}) {
  const { status } = useSession();
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const [playing, setPlaying] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  // Read once, when the button mounts: the address loses the parameter as soon as the player opens.
  const [autoStart, setAutoStart] = useState(() => isPlayRequest(searchParams, pathname, pagePath));
  const open = status === "authenticated" && (playing || autoStart);
  useEffect(() => {
    if (!open || !autoStart) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(PLAY_AFTER_LOGIN);
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [open, autoStart]);
  if (status !== "authenticated") {
    return (
      <a href={signInToPlayHref(pagePath)} className={className}>
        <Play aria-hidden className="size-5" />
        Play
        <span className="sr-only">: sign in to watch</span>
      </a>
    );
  }
  return (
    <>
      <button ref={button} type="button" className={className} onClick={() => setPlaying(true)}>
        <Play aria-hidden className="size-5" />
        Play
      </button>
      {open ? (
        <VideoPlayer
          videoId={videoId}
          title={title}
          onClose={() => {
            setPlaying(false);
            setAutoStart(false);
          }}
          closeLabel={closeLabel}
          fallbackFocus={button}
          load={load}
        />
      ) : null}
    </>
  );
}
