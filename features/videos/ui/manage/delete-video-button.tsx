"use client";

import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { binVideo } from "../api";

/** Delete (after confirming): the video goes to the recycle bin. */
export function DeleteVideoButton({ video }: { video: { id: string; courseName: string } }) {
  return (
    <ConfirmDeleteButton
      name={video.courseName}
      description="Are you sure you want to delete this video? It goes to the recycle bin, where it can be restored."
      remove={() => binVideo(video.id)}
      feedback={{
        fallback: "Please try again.",
        errorTitle: "Failed to delete the video.",
        success: "Video moved to Recycle Bin successfully",
      }}
    >
      <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm font-semibold text-ink">{video.courseName}</p>
    </ConfirmDeleteButton>
  );
}
