import { Images } from "lucide-react";
import type { Actor } from "@/lib/session/actor-type";
import { SiteLink } from "@/components/site/site-link";
import { LocalDate } from "@/components/ui/local-date";
import { Pagination } from "@/components/ui/pagination";
import { StatusBadge } from "@/components/ui/status-badge";
import { CATEGORY_LABELS } from "@/features/gallery/schema";
import type { ApiPhoto } from "@/features/gallery/server/photos";
import { listOwnPhotos } from "@/features/gallery/server/manage";
import { listBinPhotos } from "@/features/gallery/server/recycle-bin";
import { PhotoImg } from "../photo-img";
import { PreviewButton } from "../preview-button";
import { previewOf } from "../types";
import { GalleryBinButton } from "../recycle-bin";
import { photoStatusLook } from "../status";
import { UploadPhotoButton } from "../upload-photo-dialog";
import { DeletePhotoButton } from "./delete-photo-button";
import { EditPhotoDialog } from "./edit-photo-dialog";

const CARD_SIZES = "(min-width: 1024px) 340px, (min-width: 640px) 46vw, 92vw";

/**
 * The school's Gallery Management tab: its own photos (newest first, paged) with their status
 * (Pending Approval, Approved, Rejected with the reason), Edit (back to review) and Delete (to
 * the bin); Upload Photo (its dialog open on arrival with `uploadOpen`: /gallery's Upload Photo
 * leads here), and "Recycle Bin (n)" with the photos it deleted.
 */
export async function GalleryManagement({
  actor,
  basePath,
  page,
  uploadOpen = false,
}: {
  actor: Actor;
  basePath: string;
  page: number;
  uploadOpen?: boolean;
}) {
  const [listed, bin] = await Promise.all([listOwnPhotos(actor, { page }), listBinPhotos(actor)]);
  // A page past the end (a link kept from before): the last page instead of an empty one.
  const result = listed.images.length === 0 && page > listed.totalPages ? await listOwnPhotos(actor, { page: listed.totalPages }) : listed;
  return (
    <section aria-labelledby="gallery-management-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 max-w-2xl">
          <h2 id="gallery-management-title" className="text-2xl font-semibold">
            Gallery Management
          </h2>
          <p className="mt-1 text-muted">
            Share moments of your school&apos;s practice. Each photo is reviewed by our team before it appears in the{" "}
            <SiteLink href="/gallery" className="link">
              public gallery
            </SiteLink>
            .
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <GalleryBinButton photos={bin.items.map(previewOf)} total={bin.total} />
          <UploadPhotoButton schoolName={actor.name} openOnArrival={uploadOpen} />
        </div>
      </div>
      {result.total === 0 ? (
        <div className="card flex flex-col items-start gap-4 bg-linear-to-br from-surface to-brand-50/60 sm:flex-row sm:items-center">
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Images className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-display text-lg font-semibold text-ink">No photos yet</p>
            <p className="mt-1 text-muted">
              Upload a photo of a mindful moment at your school: a calm corner, a sports day, a family evening.
            </p>
          </div>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your photos">
          {result.images.map((photo, i) => (
            <OwnPhotoCard key={photo.id} photo={photo} eager={i < 3} />
          ))}
        </ul>
      )}
      <Pagination
        page={result.page}
        pages={result.totalPages}
        hrefFor={(n) => `${basePath}?tab=gallery-management&page=${n}`}
        label="Your photo pages"
      />
    </section>
  );
}

function OwnPhotoCard({ photo, eager }: { photo: ApiPhoto; eager: boolean }) {
  const look = photoStatusLook(photo.status);
  return (
    <li className="flex">
      <article
        aria-labelledby={`photo-${photo.id}-title`}
        className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      >
        <PhotoImg images={photo.images} alt="" sizes={CARD_SIZES} eager={eager} className="aspect-[4/3] w-full object-cover" />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={`photo-${photo.id}-title`} className="min-w-0 break-words font-display text-lg font-semibold">
              {photo.title}
            </h3>
            <StatusBadge label={look.label} tone={look.tone} />
          </div>
          <p className="text-muted">
            {CATEGORY_LABELS[photo.category]} · <LocalDate iso={photo.createdAt} />
          </p>
          {photo.status === "rejected" ? (
            <p className="rounded-lg border border-danger-600/30 bg-danger-50 px-3 py-2 text-danger-600">
              {photo.rejectionReason ? (
                <>
                  <span className="font-semibold">Reason: </span>
                  {photo.rejectionReason}
                </>
              ) : (
                "Our team could not publish this photo. Edit it to send it for review again."
              )}
            </p>
          ) : null}
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <PreviewButton photo={previewOf(photo)} />
            <EditPhotoDialog
              photo={{ id: photo.id, title: photo.title, category: photo.category, description: photo.description, status: photo.status }}
            />
            <DeletePhotoButton photo={{ id: photo.id, title: photo.title }} />
          </div>
        </div>
      </article>
    </li>
  );
}
