"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { useRefresh } from "@/components/ui/use-refresh";
import { errorMessage } from "./upload-target";

/** Delete (after confirming): the video goes to the recycle bin. */
export function DeleteVideoButton({ video }: { video: { id: string; courseName: string } }) {
  const { refresh } = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await apiFetch(`/video/deleteVideo/${video.id}`, { method: "DELETE" }, "Failed to delete the video.");
      await refresh();
      setOpen(false);
      toast.success("Video moved to Recycle Bin successfully");
    } catch (e) {
      toast.error("Failed to delete the video.", { description: errorMessage(e, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }

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
          <DialogActions onCancel={() => setOpen(false)} onConfirm={confirm} label="Delete" busyLabel="Deleting..." busy={busy} />
        }
      >
        <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm font-semibold text-ink">{video.courseName}</p>
      </Dialog>
    </>
  );
}
