"use client";

import { useEffect, useRef } from "react";
import { useContentProtection } from "./content-protection";

/**
 * A video played inline (a preview or view dialog) with the spec's content protection: no
 * download or remote-playback control, no picture-in-picture, no context menu on it, the page's
 * copy and save shortcuts blocked while it is shown, and playback paused when the tab is hidden.
 * The full-screen player is features/videos/ui/player.
 */
export function ProtectedVideo({
  src,
  poster,
  label,
  className = "",
}: {
  src: string;
  poster?: string | null;
  label: string;
  className?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useContentProtection();
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") video.current?.pause();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
  return (
    <video
      ref={video}
      src={src}
      poster={poster ?? undefined}
      aria-label={label}
      controls
      controlsList="nodownload noremoteplayback"
      disablePictureInPicture
      disableRemotePlayback
      playsInline
      preload="metadata"
      onContextMenu={(event) => event.preventDefault()}
      draggable={false}
      className={`aspect-video w-full bg-ink ${className}`}
    />
  );
}
