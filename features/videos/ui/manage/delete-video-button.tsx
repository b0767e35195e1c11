"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { binVideo } from "../api";

/** Delete (after confirming): the video goes to the recycle bin. */
export function DeleteVideoButton({ video }: { video: { id: string; courseName: string } }) {
  const [open, setOpen] = useState(false);
  const remove = useApiMutation(() => binVideo(video.id), {
    fallback: "Please try again.",
    errorTitle: "Failed to delete the video.",
    success: "Video moved to Recycle Bin successfully",
    onSuccess: () => setOpen(false),
  });
  const busy = remove.busy;

  return (
    <>
      <button type="button" className="btn-danger-soft px-3" onClick={() => setOpen(true)} aria-label={`Delete ${video.courseName}`}>
        <Trash2 aria-hidden className="size-4" />
        Delete
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Confirm Delete"
        description="Are you sure you want to delete this video? It goes to the recycle bin, where it can be restored."
        footer={
          <DialogActions
            onCancel={() => setOpen(false)}
            onConfirm={() => void remove.run()}
            label="Delete"
            busyLabel="Deleting..."
            busy={busy}
          />
        }
      >
        <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm font-semibold text-ink">{video.courseName}</p>
      </Dialog>
    </>
  );
}
