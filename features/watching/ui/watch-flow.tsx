"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { Clock, Play } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { Thumbnail } from "@/components/ui/thumbnail";
import { useRefresh } from "@/components/ui/use-refresh";
import { DashboardPlayer } from "./player-seam";
import { formatDuration } from "./format";
import type { WatchableVideo } from "./types";
import { nextRecommended, type RecommendedVideo } from "./up-next";

type Stage = { step: "details" | "playing"; video: WatchableVideo } | null;

const WatchFlowContext = createContext<(video: WatchableVideo) => void>(() => {});

/** Opens a video's detail modal from any card inside the student dashboard. */
export function useOpenVideo() {
  return useContext(WatchFlowContext);
}

/**
 * Selecting a video on the student dashboard: the detail modal (title, description, length,
 * Play), then the full-screen player (which shows the 1.5 s loading indicator; its end screen offers
 * Replay and the next of `recommended`). Closing it
 * re-renders the dashboard on the server so counts, progress and history are current.
 */
export function WatchFlowProvider({ children, recommended = [] }: { children: React.ReactNode; recommended?: RecommendedVideo[] }) {
  const [stage, setStage] = useState<Stage>(null);
  const { refresh } = useRefresh();

  const open = useCallback((video: WatchableVideo) => setStage({ step: "details", video }), []);

  const closePlayer = useCallback(() => {
    setStage(null);
    void refresh();
  }, [refresh]);

  const context = useMemo(() => open, [open]);
  const upNextFor = (current: string) => {
    const next = nextRecommended(recommended, current);
    return next ? { title: next.title, play: () => setStage({ step: "playing", video: next }) } : null;
  };
  const video = stage?.video;

  return (
    <WatchFlowContext.Provider value={context}>
      {children}
      <Dialog
        open={stage?.step === "details"}
        onOpenChange={(next) => {
          if (!next) setStage((s) => (s?.step === "details" ? null : s));
        }}
        title={video?.title ?? "Video"}
        wide
      >
        {video ? (
          <div className="space-y-4">
            {video.thumbnailUrl ? <Thumbnail url={video.thumbnailUrl} eager className="w-full rounded-xl" /> : null}
            <p className="inline-flex items-center gap-2 text-muted">
              <Clock aria-hidden className="size-4" />
              <span>
                <span className="sr-only">Length: </span>
                {formatDuration(video.durationSeconds)}
              </span>
            </p>
            <p className="whitespace-pre-line text-ink">{video.description || "No description."}</p>
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <button type="button" className="btn-secondary" onClick={() => setStage(null)}>
                Cancel
              </button>
              <button type="button" className="btn-primary" onClick={() => setStage({ step: "playing", video })}>
                <Play aria-hidden className="size-5" />
                Play
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
      {stage?.step === "playing" ? (
        <DashboardPlayer
          // A new video is a new player: its own loading, position and progress.
          key={stage.video.id}
          videoId={stage.video.id}
          title={stage.video.title}
          onClose={closePlayer}
          upNext={upNextFor(stage.video.id)}
        />
      ) : null}
    </WatchFlowContext.Provider>
  );
}
