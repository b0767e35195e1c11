"use client";

import { useState } from "react";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
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
    <ConfirmDeleteButton
      name={video.courseName}
      description="Are you sure you want to delete this video? It goes to the recycle bin, where it can be restored."
      open={open}
      onOpenChange={setOpen}
      onConfirm={() => void remove.run()}
      busy={busy}
    >
      <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm font-semibold text-ink">{video.courseName}</p>
    </ConfirmDeleteButton>
  );
}
