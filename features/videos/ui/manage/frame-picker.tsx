"use client";

import { useEffect, useRef, useState } from "react";
import { Camera } from "lucide-react";

/** A frame as the thumbnail: JPEG, at most this wide (the thumbnail rule's 5 MB is then far away). */
const FRAME_WIDTH = 1280;
const FRAME_TYPE = "image/jpeg";

export const FRAME_FAILED = "This frame could not be taken. Please choose a thumbnail image instead.";

/**
 * Draws the video's current frame onto a canvas and gives it as a JPEG file (the thumbnail the
 * upload sends), or null when the browser cannot (nothing decoded yet). The video is the chosen
 * local file (a blob: URL), so the canvas is never tainted.
 */
export async function frameOf(video: HTMLVideoElement): Promise<File | null> {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth || !video.videoHeight) return null;
  const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, FRAME_TYPE, 0.85));
  return blob ? new File([blob], "frame.jpg", { type: FRAME_TYPE }) : null;
}

/**
 * The chosen video in a preview player with "Use this frame": the frame shown becomes the
 * thumbnail (`onFrame`), drawn in the browser, so a thumbnail file is optional. `onVideoElement`
 * hands the form the player, to take the frame shown when nothing was picked.
 */
export function FramePicker({
  file,
  frame,
  onFrame,
  onVideoElement,
  disabled,
}: {
  file: File;
  frame: File | null;
  onFrame: (frame: File | null, problem: string | null) => void;
  onVideoElement: (video: HTMLVideoElement | null) => void;
  disabled: boolean;
}) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const still = useRef<HTMLImageElement | null>(null);
  const [busy, setBusy] = useState(false);

  // The local files are shown through blob: URLs, set on the elements and revoked when they change.
  useEffect(() => {
    if (!video) return;
    const url = URL.createObjectURL(file);
    video.setAttribute("src", url);
    return () => {
      video.removeAttribute("src");
      URL.revokeObjectURL(url);
    };
  }, [file, video]);
  useEffect(() => {
    const image = still.current;
    if (!image || !frame) return;
    const url = URL.createObjectURL(frame);
    image.setAttribute("src", url);
    return () => URL.revokeObjectURL(url);
  }, [frame]);

  async function takeFrame() {
    if (!video) return;
    setBusy(true);
    try {
      video.pause();
      const taken = await frameOf(video);
      onFrame(taken, taken ? null : FRAME_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">Thumbnail from the video</legend>
      <p className="text-sm text-muted">
        Play or drag to the moment you want, then press Use this frame. Without an image or a frame, the frame shown is used.
      </p>
      <video
        ref={(element) => {
          setVideo(element);
          onVideoElement(element);
        }}
        controls
        muted
        playsInline
        preload="auto"
        aria-label="Preview of the chosen video"
        className="aspect-video w-full rounded-lg bg-ink"
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" onClick={() => void takeFrame()} disabled={disabled || busy}>
          <Camera aria-hidden className="size-4" />
          Use this frame
        </button>
        {frame ? (
          <span className="inline-flex items-center gap-2 text-sm text-muted">
            {/* A local blob: next/image has nothing to optimise. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img ref={still} alt="The chosen frame" width={96} height={54} className="aspect-video w-24 rounded object-cover" />
            This frame is the thumbnail.
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
