"use client";

import { useEffect, useState } from "react";
import { Eye } from "lucide-react";
import { apiFetch } from "@/lib/http/api-client";
import { Dialog } from "@/components/ui/dialog";

export type PreviewVideo = {
  id: string;
  courseName: string;
  courseContent?: string;
  description?: string;
  status?: string;
  uploadedBy?: { name: string } | null;
};

type Loaded = { videoUrl: string | null; thumbnailUrl: string | null };

/**
 * A dialog that plays one video from a short-lived signed URL (GET video/getSingleVideo, or
 * recycle-bin/getRecycleVideo for a deleted video, which getSingleVideo no longer shows). No download button, no
 * picture-in-picture, no context menu.
 */
export function VideoPreviewDialog({
  video,
  open,
  onOpenChange,
  deleted = false,
}: {
  video: PreviewVideo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deleted?: boolean;
}) {
  const [state, setState] = useState<{ loaded?: Loaded; error?: string }>({});

  useEffect(() => {
    if (!open) return;
    let live = true;
    const path = deleted ? `/recycle-bin/getRecycleVideo/${video.id}` : `/video/getSingleVideo/${video.id}`;
    apiFetch<{ video: Loaded }>(path, {}, "Failed to load the video")
      .then(({ video: loaded }) => live && setState({ loaded }))
      .catch((e: unknown) => live && setState({ error: e instanceof Error ? e.message : "Failed to load the video" }));
    return () => {
      live = false;
      setState({});
    };
  }, [open, video.id, deleted]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Preview: ${video.courseName}`} wide>
      <div className="overflow-hidden rounded-xl bg-ink" onContextMenu={(e) => e.preventDefault()}>
        {state.loaded?.videoUrl ? (
          <video
            src={state.loaded.videoUrl}
            poster={state.loaded.thumbnailUrl ?? undefined}
            controls
            controlsList="nodownload noremoteplayback"
            disablePictureInPicture
            playsInline
            preload="metadata"
            className="aspect-video w-full bg-ink"
            aria-label={`Video: ${video.courseName}`}
          />
        ) : (
          <p className="flex aspect-video items-center justify-center p-4 text-center text-white" role={state.error ? "alert" : "status"}>
            {state.error ?? "Loading video..."}
          </p>
        )}
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {video.uploadedBy ? <Detail term="Uploaded by" value={video.uploadedBy.name} /> : null}
        {video.status ? <Detail term="Status" value={video.status[0]!.toUpperCase() + video.status.slice(1)} /> : null}
        {video.courseContent ? <Detail term="Course content" value={video.courseContent} /> : null}
        {video.description ? <Detail term="Description" value={video.description} /> : null}
      </dl>
    </Dialog>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="whitespace-pre-line break-words text-muted">{value}</dd>
    </>
  );
}

/** A Preview button with its dialog. */
export function PreviewButton({
  video,
  className = "btn-secondary",
  deleted = false,
}: {
  video: PreviewVideo;
  className?: string;
  deleted?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-label={`Preview ${video.courseName}`}>
        <Eye aria-hidden className="size-4" />
        Preview
      </button>
      <VideoPreviewDialog video={video} open={open} onOpenChange={setOpen} deleted={deleted} />
    </>
  );
}
