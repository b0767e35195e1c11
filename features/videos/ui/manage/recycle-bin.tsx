"use client";

import { LocalDate } from "@/components/ui/local-date";
import { useState } from "react";
import { RotateCcw, Trash, Trash2 } from "lucide-react";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { Thumbnail } from "@/components/ui/thumbnail";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { PreviewButton, type PreviewVideo } from "@/features/videos/ui/video-preview-dialog";
import { purge, restore } from "../api";

export type BinVideo = PreviewVideo & { thumbnailUrl: string | null; deletedAt: string | null };

/** The header button "Recycle Bin (count)" that opens the bin in a dialog. */
export function RecycleBinButton({ videos, showUploader = false }: { videos: BinVideo[]; showUploader?: boolean }) {
  const [open, setOpen] = useState(false);
  const title = `Recycle Bin (${videos.length})`;
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        <Trash aria-hidden className="size-4" />
        {title}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description="Deleted videos rest here until you restore them or delete them for good."
        wide
      >
        <RecycleBinList videos={videos} showUploader={showUploader} />
      </Dialog>
    </>
  );
}

/** The bin's items with Preview, Restore and Delete (permanently, after confirming). */
export function RecycleBinList({ videos, showUploader = false }: { videos: BinVideo[]; showUploader?: boolean }) {
  if (videos.length === 0) return <p className="rounded-xl bg-sand-100 px-4 py-6 text-center text-muted">No videos in the recycle bin.</p>;
  return (
    <ul className="space-y-3" aria-label="Deleted videos">
      {videos.map((video) => (
        <BinItem key={video.id} video={video} showUploader={showUploader} />
      ))}
    </ul>
  );
}

function BinItem({ video, showUploader }: { video: BinVideo; showUploader: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const restoring = useApiMutation(() => restore(video.id), {
    fallback: "Failed to restore the video.",
    success: "Video restored successfully!",
  });
  const purging = useApiMutation(() => purge(video.id), {
    fallback: "Failed to delete the video.",
    success: "Video permanently deleted!",
    onSuccess: () => setConfirming(false),
  });
  const busy = restoring.busy ? "restore" : purging.busy ? "delete" : null;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row sm:items-center">
      <Thumbnail url={video.thumbnailUrl} title={video.courseName} className="w-full shrink-0 rounded-lg sm:w-32" />
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-ink">{video.courseName}</p>
        <p className="text-sm text-muted">
          {showUploader && video.uploadedBy ? `By ${video.uploadedBy.name}. ` : null}
          {video.deletedAt ? (
            <>
              Deleted <LocalDate iso={video.deletedAt} />
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <PreviewButton video={video} className="btn-secondary px-3" deleted />
        <button
          type="button"
          className="btn-secondary px-3"
          onClick={() => void restoring.run()}
          disabled={busy !== null}
          aria-label={`Restore ${video.courseName}`}
        >
          <RotateCcw aria-hidden className="size-4" />
          {busy === "restore" ? "Restoring..." : "Restore"}
        </button>
        <button
          type="button"
          className="btn-danger-soft px-3"
          onClick={() => setConfirming(true)}
          disabled={busy !== null}
          aria-label={`Delete ${video.courseName} permanently`}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
        </button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(next) => busy === null && setConfirming(next)}
        title="Delete permanently?"
        description={`"${video.courseName}" and its files will be deleted for good. This cannot be undone.`}
        footer={
          <DialogActions
            onCancel={() => setConfirming(false)}
            onConfirm={() => void purging.run()}
            label="Delete permanently"
            busyLabel="Deleting..."
            busy={busy === "delete"}
            locked={busy !== null}
          />
        }
      />
    </li>
  );
}
