"use client";

import { useState } from "react";
import { Eye } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { LocalDate } from "@/components/ui/local-date";
import { StatusBadge } from "@/components/ui/status-badge";
import { CATEGORY_LABELS } from "@/features/gallery/schema";
import { PhotoImg } from "./photo-img";
import { photoStatusLook } from "./status";
import type { PreviewPhoto } from "./types";

export type { PreviewPhoto };

/**
 * Preview: the photo as large as the dialog allows, with its title, school, category, upload
 * date, status (and the reason of a rejection) and description. For the review tables, the
 * school's own photos and the recycle bins (whose photos have no public address any more).
 */
export function PreviewButton({
  photo,
  className = "btn-secondary px-3",
  disabled = false,
}: {
  photo: PreviewPhoto;
  className?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const look = photoStatusLook(photo.status);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} disabled={disabled} aria-label={`Preview ${photo.title}`}>
        <Eye aria-hidden className="size-4" />
        Preview
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={photo.title} wide>
        <PhotoImg
          images={photo.images}
          alt={photo.title}
          sizes="(min-width: 704px) 624px, 90vw"
          eager
          className="mx-auto max-h-[60dvh] w-full rounded-xl object-contain"
        />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold">School</dt>
          <dd>{photo.schoolName}</dd>
          <dt className="font-semibold">Category</dt>
          <dd>{CATEGORY_LABELS[photo.category]}</dd>
          <dt className="font-semibold">Uploaded</dt>
          <dd>
            <LocalDate iso={photo.createdAt} />
          </dd>
          <dt className="font-semibold">Status</dt>
          <dd>
            <StatusBadge
              label={photo.deletedAt ? `${look.label}, in the Recycle Bin` : look.label}
              tone={photo.deletedAt ? "off" : look.tone}
            />
          </dd>
          {photo.rejectionReason ? (
            <>
              <dt className="font-semibold">Reason</dt>
              <dd>{photo.rejectionReason}</dd>
            </>
          ) : null}
          {photo.description ? (
            <>
              <dt className="font-semibold">Description</dt>
              <dd className="whitespace-pre-line">{photo.description}</dd>
            </>
          ) : null}
        </dl>
      </Dialog>
    </>
  );
}
