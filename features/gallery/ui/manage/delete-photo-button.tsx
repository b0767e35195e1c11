"use client";

import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { binPhoto } from "../api";

/**
 * Delete after "Confirm Delete": the photo goes to the gallery Recycle Bin (it leaves the public
 * gallery at once), where it can be restored for 30 days.
 */
export function DeletePhotoButton({ photo }: { photo: { id: string; title: string } }) {
  return (
    <ConfirmDeleteButton
      name={photo.title}
      description={`"${photo.title}" will be moved to the Recycle Bin and leave the gallery. You can restore it from there for 30 days.`}
      remove={() => binPhoto(photo.id)}
      feedback={{ fallback: "Failed to delete the photo. Please try again.", success: "Image moved to Recycle Bin." }}
    />
  );
}
