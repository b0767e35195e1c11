"use client";

import { RecycleBinButton, RecycleBinList } from "@/components/ui/recycle-bin-list";
import { purge, restore } from "./api";
import { PreviewButton, type PreviewPhoto } from "./preview-button";

/**
 * "Recycle Bin (n)": the gallery bin in a dialog, beside the title of Gallery Management (a
 * school's own deleted photos) and Gallery Approvals (every school's, `showSchool`).
 */
export function GalleryBinButton({ photos, total, showSchool = false }: { photos: PreviewPhoto[]; total: number; showSchool?: boolean }) {
  return (
    <RecycleBinButton
      total={total}
      description="Deleted photos rest here for 30 days: restore one as it was, or delete it for good with its files. After 30 days they are deleted on their own."
    >
      <GalleryBinList photos={photos} showSchool={showSchool} />
    </RecycleBinButton>
  );
}

/**
 * The gallery bin's photos: the generic bin list of components/ui with the spec's words (spec 02:
 * "No images in the recycle bin.", "Image restored successfully!", "Image permanently deleted!");
 * with `showSchool` each item names its school.
 */
export function GalleryBinList({ photos, showSchool = false }: { photos: PreviewPhoto[]; showSchool?: boolean }) {
  return (
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
  );
}
