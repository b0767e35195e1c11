import type { Actor } from "@/lib/session/actor-type";
import { WaitingFor } from "@/components/ui/waiting-for";
import { CardCell, CardRow, CardTable } from "@/components/ui/card-table";
import { LocalDate } from "@/components/ui/local-date";
import { Pagination } from "@/components/ui/pagination";
import { PendingCount, StatusBadge } from "@/components/ui/status-badge";
import { REVIEW_PAGE_SIZE } from "@/features/gallery/schema";
import type { ApiPhoto } from "@/features/gallery/server/photos";
import { listBinPhotos } from "@/features/gallery/server/recycle-bin";
import { listPendingPhotos, listReviewedPhotos, type PhotoPage } from "@/features/gallery/server/review";
import { PhotoImg } from "../photo-img";
import { previewOf } from "../types";
import { GalleryBinButton } from "../recycle-bin";
import { photoStatusLook } from "../status";
import { ConsentNote } from "./consent-note";
import { PendingActions } from "./pending-actions";
import { ReviewedActions } from "./reviewed-actions";

const THUMB_SIZES = "112px";

/** A page of a list, or its last page when the URL asks for one past the end (a link kept from before). */
async function pageOrLast(load: (page: number) => Promise<PhotoPage>, page: number): Promise<PhotoPage> {
  const result = await load(page);
  return result.images.length === 0 && page > result.totalPages ? load(result.totalPages) : result;
}

/**
 * The staff's Gallery Approvals tab (spec 02): the pending count, the photos waiting (Image,
 * Title, Date, School, Uploaded By, Consent (whether the school confirmed it holds consent for the
 * children shown), Actions: Preview, Approve, Reject, and Delete for the
 * superadmin), the reviewed ones (Image, Title, Uploaded On, Status; rejected first), five a page
 * each with their own page parameter (`pending`, `reviewed`), and "Recycle Bin (n)" with every
 * school's deleted photos.
 */
export async function GalleryApprovals({
  actor,
  basePath,
  pendingPage,
  reviewedPage,
}: {
  actor: Actor;
  basePath: string;
  pendingPage: number;
  reviewedPage: number;
}) {
  const [pending, reviewed, bin] = await Promise.all([
    pageOrLast((page) => listPendingPhotos(actor, { page, limit: REVIEW_PAGE_SIZE }), pendingPage),
    pageOrLast((page) => listReviewedPhotos(actor, { page, limit: REVIEW_PAGE_SIZE }), reviewedPage),
    listBinPhotos(actor),
  ]);
  const href = (p: number, r: number) => `${basePath}?tab=gallery-approvals&pending=${p}&reviewed=${r}`;
  const thumb = (photo: ApiPhoto) => (
    <PhotoImg
      images={photo.images}
      alt={photo.title}
      sizes={THUMB_SIZES}
      className="aspect-[4/3] w-28 max-w-none rounded-lg object-cover"
    />
  );
  return (
    <div className="space-y-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-muted">Review the photos schools share before they appear in the public gallery.</p>
        <GalleryBinButton photos={bin.items.map(previewOf)} total={bin.total} showSchool />
      </div>

      <section aria-labelledby="pending-photos-title">
        <h2 id="pending-photos-title" className="mb-4 flex items-center gap-3 text-2xl font-semibold">
          Pending Approval
          <PendingCount count={pending.total} />
        </h2>
        {pending.images.length === 0 ? (
          <p className="card text-center text-muted">No photos are waiting for approval.</p>
        ) : (
          <CardTable
            label="Photos pending approval"
            caption={`Photos pending approval, oldest first, page ${pending.page} of ${pending.totalPages}`}
            headers={["Image", "Title", "Date", "School", "Uploaded By", "Consent", "Actions"]}
          >
            {pending.images.map((photo) => (
              <CardRow key={photo.id}>
                <CardCell label="Image">{thumb(photo)}</CardCell>
                <CardCell label="Title" className="font-semibold">
                  <span className="break-words">{photo.title}</span>
                </CardCell>
                <CardCell label="Date">
                  <LocalDate iso={photo.createdAt} className="block whitespace-nowrap" />
                  <WaitingFor since={photo.createdAt} className="block text-sm whitespace-nowrap text-muted" />
                </CardCell>
                <CardCell label="School">
                  <span className="break-words">{photo.schoolName}</span>
                </CardCell>
                <CardCell label="Uploaded By">
                  {photo.uploadedBy ? (
                    <>
                      <span className="block break-words">{photo.uploadedBy.name}</span>
                      {photo.uploadedBy.email ? <span className="block break-all text-muted">{photo.uploadedBy.email}</span> : null}
                    </>
                  ) : (
                    <span className="text-muted">Account deleted</span>
                  )}
                </CardCell>
                <CardCell label="Consent">
                  <ConsentNote consent={photo.consent} />
                </CardCell>
                <CardCell label="Actions" actions>
                  <PendingActions photo={previewOf(photo)} updatedAt={photo.updatedAt} canDelete={actor.role === "superadmin"} />
                </CardCell>
              </CardRow>
            ))}
          </CardTable>
        )}
        {pending.totalPages > 1 ? (
          <Pagination
            variant="summary"
            page={pending.page}
            pages={pending.totalPages}
            hrefFor={(n) => href(n, reviewed.page)}
            label="Pending photo pages"
          />
        ) : null}
      </section>

      <section aria-labelledby="reviewed-photos-title">
        <h2 id="reviewed-photos-title" className="mb-4 text-2xl font-semibold">
          Reviewed Photos
        </h2>
        {reviewed.images.length === 0 ? (
          <p className="card text-center text-muted">No photos have been reviewed yet.</p>
        ) : (
          <CardTable
            label="Reviewed photos"
            caption={`Reviewed photos, rejected first, page ${reviewed.page} of ${reviewed.totalPages}`}
            headers={["Image", "Title", "Uploaded On", "Status", "Actions"]}
          >
            {reviewed.images.map((photo) => {
              const look = photoStatusLook(photo.status);
              return (
                <CardRow key={photo.id}>
                  <CardCell label="Image">{thumb(photo)}</CardCell>
                  <CardCell label="Title" className="font-semibold">
                    <span className="block break-words">{photo.title}</span>
                    <span className="block font-normal text-muted">{photo.schoolName}</span>
                  </CardCell>
                  <CardCell label="Uploaded On">
                    <LocalDate iso={photo.createdAt} className="whitespace-nowrap" />
                  </CardCell>
                  <CardCell label="Status">
                    <StatusBadge label={look.label} tone={look.tone} />
                    {photo.rejectionReason ? <span className="mt-1 block max-w-sm text-muted">{photo.rejectionReason}</span> : null}
                    <span className="mt-2 block">
                      <ConsentNote consent={photo.consent} reviewed />
                    </span>
                  </CardCell>
                  <CardCell label="Actions" actions>
                    <ReviewedActions photo={previewOf(photo)} />
                  </CardCell>
                </CardRow>
              );
            })}
          </CardTable>
        )}
        {reviewed.totalPages > 1 ? (
          <Pagination
            variant="summary"
            page={reviewed.page}
            pages={reviewed.totalPages}
            hrefFor={(n) => href(pending.page, n)}
            label="Reviewed photo pages"
          />
        ) : null}
      </section>
    </div>
  );
}
