"use client";

import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { binPhoto } from "../api";
import { PreviewButton, type PreviewPhoto } from "../preview-button";

/** A reviewed photo's actions: Preview, and Delete (a published photo taken down goes to the bin). */
export function ReviewedActions({ photo }: { photo: PreviewPhoto }) {
  return (
    <div className="flex flex-wrap gap-2 lg:flex-nowrap">
      <PreviewButton photo={photo} />
      <ConfirmDeleteButton
        name={photo.title}
        description={`"${photo.title}" will be moved to the gallery Recycle Bin${photo.status === "approved" ? " and leave the public gallery at once" : ""}. It can be restored for 30 days.`}
        remove={() => binPhoto(photo.id)}
        feedback={{ fallback: "Failed to delete the photo. Please try again.", success: "Image moved to Recycle Bin." }}
      />
    </div>
  );
}
