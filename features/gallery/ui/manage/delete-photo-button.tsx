"use client";

import { useState } from "react";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { useApiMutation } from "@/components/ui/use-api-mutation";
import { binPhoto } from "../api";

/**
 * Delete after "Confirm Delete": the photo goes to the gallery Recycle Bin (it leaves the public
 * gallery at once), where it can be restored for 30 days.
 */
export function DeletePhotoButton({ photo }: { photo: { id: string; title: string } }) {
  const [open, setOpen] = useState(false);
  const remove = useApiMutation(() => binPhoto(photo.id), {
    fallback: "Failed to delete the photo. Please try again.",
    success: "Image moved to Recycle Bin.",
    onSuccess: () => setOpen(false),
  });
  return (
    <ConfirmDeleteButton
      name={photo.title}
      description={`"${photo.title}" will be moved to the Recycle Bin and leave the gallery. You can restore it from there for 30 days.`}
      open={open}
      onOpenChange={setOpen}
      onConfirm={() => void remove.run()}
      busy={remove.busy}
    />
  );
}
