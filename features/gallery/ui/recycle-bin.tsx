"use client";

import { useState } from "react";
import { Trash } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { RecycleBinList } from "@/components/ui/recycle-bin-list";
import { purge, restore } from "./api";
import { PreviewButton, type PreviewPhoto } from "./preview-button";

/**
 * "Recycle Bin (n)": the gallery bin in a dialog, the generic bin list of components/ui with
 * the spec's words (spec 02: "No images in the recycle bin.", "Image restored successfully!",
 * "Image permanently deleted!"). A school's own deleted photos, or every school's for staff
 * (`showSchool`: each item names its school).
 */
export function GalleryBinButton({ photos, total, showSchool = false }: { photos: PreviewPhoto[]; total: number; showSchool?: boolean }) {
  const [open, setOpen] = useState(false);
  const title = `Recycle Bin (${total})`;
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
        description="Deleted photos rest here for 30 days: restore one as it was, or delete it for good with its files. After 30 days they are deleted on their own."
        wide
      >
        <RecycleBinList
          items={photos.map((photo) => ({
            ...photo,
            thumbnailUrl: photo.images[0]?.url ?? null,
            deletedAt: photo.deletedAt ?? null,
            byline: showSchool ? `By ${photo.schoolName}` : null,
          }))}
          label="Deleted photos"
          empty="No images in the recycle bin."
          preview={(photo) => <PreviewButton photo={photo} />}
          restore={restore}
          purge={purge}
          texts={{
            restored: "Image restored successfully!",
            purged: "Image permanently deleted!",
            restoreFailed: "Failed to restore the image.",
            purgeFailed: "Failed to delete the image.",
          }}
          purgeWarning="and its files"
        />
      </Dialog>
    </>
  );
}
