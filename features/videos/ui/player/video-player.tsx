"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import * as RadixDialog from "@radix-ui/react-dialog";
import { ArrowLeft, Loader2, Maximize, Minimize, RotateCcw, SkipForward } from "lucide-react";
import { toast } from "sonner";
import { useContentProtection } from "@/components/ui/content-protection";
import { resumePosition } from "./progress-logic";
import { useVideoProgress } from "./use-video-progress";

/** The spec's loading indicator on watching: shown for 1.5 s (longer only while the video is still being fetched). */
export const LOADING_INDICATOR_MS = 1_500;

export type VideoPlayerProps = {
  /** The video to play (an approved one, or the caller's own / any for staff: getSingleVideo's rule). */
  videoId: string;
  /** Shown in the top bar and as the dialog's accessible name until the video's own title arrives. */
  title: string;
  /** Back: the parent unmounts the player (progress is saved on the way out). */
  onClose: () => void;
  /** The Back button's text: "Back to Dashboard" on the dashboard. */
  closeLabel?: string;
  /** Runs once when the server reports the video completed (after the "Video completed!" toast). */
  onCompleted?: () => void;
  /** Where focus goes on Back when nothing had focus as the player opened (it opened by itself). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /**
   * Where the stream comes from: by default a catalogue video's (getSingleVideo, with the saved
   * position); another feature passes its own loader (a library item's signed URL).
   */
  load?: PlayerLoader;
  /** Save watching progress (the catalogue's videos have it): by default only without a `load` of another feature's. */
  trackProgress?: boolean;
  /** The video offered on the end screen beside Replay (the next recommended one); none: Replay only. */
  upNext?: { title: string; play: () => void } | null;
};

/** What the player needs to play: a short-lived streaming URL, the title, and where to resume (null: the start). */
export type PlayerMedia = { videoUrl: string; title: string; savedPosition: number | null };
/** Fetches a PlayerMedia; throws an Error whose message the player shows. */
export type PlayerLoader = (signal: AbortSignal) => Promise<PlayerMedia>;

type State = { phase: "loading" } | { phase: "error"; message: string } | { phase: "ready"; video: PlayerMedia };

/** A catalogue video: its streaming URL (getSingleVideo) and the saved position (the caller's history). */
async function loadCatalogueVideo(videoId: string, signal: AbortSignal): Promise<PlayerMedia> {
  const [videoResponse, watchedResponse] = await Promise.all([
    fetch(`/api/v1/video/getSingleVideo/${encodeURIComponent(videoId)}`, { signal, credentials: "same-origin", cache: "no-store" }),
    // The saved position: one row of the caller's history (a failure only means no resume).
    fetch("/api/v1/watchedVideo/user", { signal, credentials: "same-origin", cache: "no-store" }).catch(() => null),
  ]);
  if (!videoResponse.ok) throw new Error("Error fetching video");
  const { video } = (await videoResponse.json()) as { video: { videoUrl: string | null; courseName: string } };
  if (!video.videoUrl) throw new Error("Error fetching video");
  let savedPosition: number | null = null;
  if (watchedResponse?.ok) {
    const { watchedVideos } = (await watchedResponse.json()) as { watchedVideos?: { videoId: { id: string } | null; progress: number }[] };
    savedPosition = watchedVideos?.find((w) => w.videoId?.id === videoId)?.progress ?? null;
  }
  return { videoUrl: video.videoUrl, title: video.courseName, savedPosition };
}

/**
 * The full-screen, protected player (a Radix dialog: focus trap, Escape closes, focus returns),
 * for a catalogue video or, through `load`, anything else that plays (a library item).
 * It fetches a short-lived streaming URL (getSingleVideo) and the saved position, shows the
 * loading indicator for 1.5 s, then plays from the saved position when that is below the
 * duration. Content protection (`useContentProtection`, components/ui/content-protection.tsx):
 * the context menu, copy, cut and Ctrl/Cmd+S, P, C, A are blocked while it is open; no download or remote-playback control and no picture-in-picture. Playback
 * pauses when the tab is hidden. Progress: useVideoProgress.
 */
export function VideoPlayer({
  videoId,
  title,
  onClose,
  closeLabel = "Back to Videos",
  onCompleted,
  fallbackFocus,
  load,
  trackProgress = load === undefined,
  upNext = null,
}: VideoPlayerProps) {
  const [state, setState] = useState<State>({ phase: "loading" });
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [completedNotice, setCompletedNotice] = useState(false);
  const [ended, setEnded] = useState(false);
  const frame = useRef<HTMLDivElement | null>(null);
  // Opened by state, not by a Radix Trigger: remember what had focus (the Play button) and give it back on Back.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    const minimum = new Promise((resolve) => setTimeout(resolve, LOADING_INDICATOR_MS));
    // The loader is read when the video changes, not on every render (a parent's inline function).
    const fetchMedia = loadRef.current ?? ((signal: AbortSignal) => loadCatalogueVideo(videoId, signal));
    Promise.all([fetchMedia(controller.signal), minimum]).then(
      ([loaded]) => setState({ phase: "ready", video: loaded }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        void minimum.then(() => setState({ phase: "error", message: error instanceof Error ? error.message : "Error fetching video" }));
      },
    );
    return () => controller.abort();
  }, [videoId]);

  // Content protection while the player is open (the same as on the video screens).
  useContentProtection();

  // Playback pauses when the tab is hidden (the progress hook saves then too).
  useEffect(() => {
    if (!video) return;
    const onVisibility = () => {
      if (document.visibilityState === "hidden" && !video.paused) video.pause();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [video]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  const completed = useCallback(() => {
    toast.success("Video completed!");
    // The toast lives outside the player: in full screen, the player says it itself.
    if (document.fullscreenElement) setCompletedNotice(true);
    onCompleted?.();
  }, [onCompleted]);

  const savedPosition = state.phase === "ready" ? state.video.savedPosition : null;
  useVideoProgress({ videoId, video: trackProgress ? video : null, savedPosition, onCompleted: completed });

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void frame.current?.requestFullscreen().catch(() => {});
  };

  const onLoadedMetadata = (event: React.SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    const start = resumePosition(savedPosition, element.duration);
    if (start > 0) element.currentTime = start;
    // The viewer pressed Play to get here; a browser that still refuses autoplay leaves the controls.
    void element.play().catch(() => {});
  };

  const shownTitle = state.phase === "ready" ? state.video.title : title;

  const replay = () => {
    const element = frame.current?.querySelector("video");
    if (!element) return;
    setEnded(false);
    element.currentTime = 0;
    void element.play().catch(() => {});
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          ref={frame}
          aria-describedby={undefined}
          data-testid="video-player"
          className="fixed inset-0 z-50 flex flex-col bg-black text-white select-none focus:outline-none"
          onDragStart={(event) => event.preventDefault()}
          onOpenAutoFocus={() => {
            const active =
              document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
            returnFocusTo.current = active ?? fallbackFocus?.current ?? null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-center gap-3 bg-black/90 px-3 py-2 sm:px-5">
            <RadixDialog.Close className="btn min-h-11 shrink-0 border border-white/50 px-3 text-white hover:bg-white/15 focus-visible:outline-white">
              <ArrowLeft aria-hidden className="size-5" />
              {closeLabel}
            </RadixDialog.Close>
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{shownTitle}</RadixDialog.Title>
            <button
              type="button"
              onClick={toggleFullscreen}
              aria-pressed={fullscreen}
              className="btn min-h-11 shrink-0 border border-white/50 px-3 text-white hover:bg-white/15 focus-visible:outline-white"
            >
              {fullscreen ? <Minimize aria-hidden className="size-5" /> : <Maximize aria-hidden className="size-5" />}
              <span className="sr-only sm:not-sr-only">{fullscreen ? "Exit Fullscreen" : "Fullscreen"}</span>
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            {state.phase === "loading" ? (
              <div role="status" className="flex flex-col items-center gap-3 text-white">
                <Loader2 aria-hidden className="size-10 animate-spin motion-reduce:animate-none" />
                <span>Loading video…</span>
              </div>
            ) : state.phase === "error" ? (
              <p role="alert" className="px-6 text-center text-lg">
                {state.message}
              </p>
            ) : (
              <video
                ref={setVideo}
                src={state.video.videoUrl}
                aria-label={`Video: ${shownTitle}`}
                controls
                controlsList="nodownload noremoteplayback"
                disablePictureInPicture
                disableRemotePlayback
                playsInline
                preload="metadata"
                onLoadedMetadata={onLoadedMetadata}
                onEnded={() => setEnded(true)}
                onPlay={() => setEnded(false)}
                onContextMenu={(event) => event.preventDefault()}
                className="size-full max-h-full bg-black object-contain"
              />
            )}
            {ended ? <EndScreen title={shownTitle} onReplay={replay} upNext={upNext} /> : null}
            {completedNotice ? (
              <p
                role="status"
                className="absolute bottom-20 left-1/2 -translate-x-1/2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
              >
                Video completed!
              </p>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * What the player shows once the video has ended: Replay, and the next recommended video when the
 * caller offers one. It leaves the bottom strip free, where the browser's own controls stay usable;
 * Replay takes focus, so a keyboard user is where the choice is.
 */
function EndScreen({ title, onReplay, upNext }: { title: string; onReplay: () => void; upNext: VideoPlayerProps["upNext"] }) {
  return (
    <div
      role="group"
      aria-labelledby="player-end-title"
      className="absolute inset-x-0 top-0 bottom-16 flex items-center justify-center bg-black/75 px-6"
    >
      <div className="flex max-w-lg flex-col items-center gap-5 text-center">
        <p id="player-end-title" className="text-lg font-semibold sm:text-xl">
          Finished: {title}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            autoFocus
            onClick={onReplay}
            className="btn min-h-12 border border-white/60 px-4 text-white hover:bg-white/15 focus-visible:outline-white"
          >
            <RotateCcw aria-hidden className="size-5" />
            Replay
          </button>
          {upNext ? (
            <button type="button" onClick={upNext.play} className="btn-primary min-h-12 max-w-full px-4 focus-visible:outline-white">
              <SkipForward aria-hidden className="size-5 shrink-0" />
              <span className="truncate">Up next: {upNext.title}</span>
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
