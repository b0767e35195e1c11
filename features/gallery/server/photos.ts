import { eq } from "drizzle-orm";
import { urlForCaller } from "@/lib/http/caller-url";
import type { DbOrTx } from "@/lib/db/client";
import { loadRecord, type LoadOptions } from "@/lib/db/recycle-bin";
import { galleryImages, users, type GalleryImageRow, type PhotoVariant } from "@/lib/db/schema";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/session/actor-type";
import { downloadUrlFor, PAGE_URL_SECONDS } from "@/lib/storage/signed-urls";
import { can } from "@/registry/permissions";

/**
 * Reading photos and answering them: the one query every read starts from, who may see or
 * change what, and the item the API and the pages get (the spec's keys, never a storage key).
 */

export const NOT_FOUND = "Image not found";

/** The school account that uploaded a photo, as a join finds it (null once that account is deleted). */
export type Uploader = { id: string; name: string; email: string };
export type LoadedPhoto = { photo: GalleryImageRow; uploader: Uploader | null };

export const uploaderColumns = { id: users.id, name: users.name, email: users.email };

/** Photos with their school's account. */
export function selectPhotos(db: DbOrTx) {
  return db
    .select({ photo: galleryImages, uploader: uploaderColumns })
    .from(galleryImages)
    .leftJoin(users, eq(users.id, galleryImages.schoolId));
}

/** One photo (out of the bin, unless `bin`) with its school's account; 404 when there is none for these options (lib/db loadRecord). */
export function loadPhoto(id: string, options: LoadOptions = {}): Promise<LoadedPhoto> {
  return loadRecord(galleryImages, selectPhotos, id, NOT_FOUND, options);
}

/** Staff who review the gallery (admins need the gallery-approvals tab when their tabs are limited). */
export const isStaffFor = (actor: Actor | null): boolean => actor !== null && can(actor, "gallery.moderate");
export const isOwner = (actor: Actor | null, photo: Pick<GalleryImageRow, "schoolId">): boolean =>
  actor !== null && photo.schoolId !== null && photo.schoolId === actor.id && can(actor, "gallery.manageOwn");

/**
 * Changing a photo: staff any, a school its own. Another school's photo is a 403 when everyone
 * may see it (approved) and a 404 when the caller may not even know it exists.
 */
export function assertMayChange(actor: Actor, photo: GalleryImageRow): void {
  if (isStaffFor(actor) || isOwner(actor, photo)) return;
  if (photo.status === "approved" && photo.deletedAt === null) throw new ForbiddenError("You can only change your own school's photos");
  throw new NotFoundError(NOT_FOUND);
}

/** Signed URLs in dashboards and bins: long enough for a tab to stay open a while. */
export const SIGNED_URL_SECONDS = PAGE_URL_SECONDS;

/**
 * The stable, session-free address of a published photo's size (app/(site)/gallery/photos):
 * the variant's key only as a version (`v`), so that a replaced photo gets a new address, and
 * the key itself is never shown.
 */
export function publicPhotoPath(id: string, variant: Pick<PhotoVariant, "key" | "width">): string {
  const version = variant.key.split("/").pop()?.slice(0, 8) ?? "0";
  return `/gallery/photos/${id}/${variant.width}?v=${version}`;
}

export type PhotoImage = { url: string; width: number; height: number };

/**
 * The sizes of a photo as URLs, smallest first: our public route for a published photo when
 * `publicUrls` (cacheable, the same for everyone), else short-lived signed URLs (pending,
 * rejected and deleted photos, dashboards).
 */
export async function photoImages(photo: GalleryImageRow, publicUrls: boolean): Promise<PhotoImage[]> {
  const published = publicUrls && photo.status === "approved" && photo.deletedAt === null;
  return Promise.all(
    photo.variants.map(async (variant) => ({
      url: published
        ? urlForCaller(publicPhotoPath(photo.id, variant))
        : await downloadUrlFor(variant.key, variant.type, SIGNED_URL_SECONDS),
      width: variant.width,
      height: variant.height,
    })),
  );
}

export type PresentOptions = {
  /** The uploader's e-mail (staff only: never to a browser that is not staff's). */
  showEmail: boolean;
  /** The rejection reason (the owner and staff). */
  showReason: boolean;
  publicUrls: boolean;
};

/** A photo as the API answers it (spec 01 "Gallery image", spec 02 "Gallery item" and "Recycle image"). */
export async function serializePhoto(photo: GalleryImageRow, uploader: Uploader | null, options: PresentOptions) {
  const images = await photoImages(photo, options.publicUrls);
  const largest = images[images.length - 1];
  const createdAt = photo.createdAt.toISOString();
  return {
    _id: photo.id,
    id: photo.id,
    title: photo.title,
    description: photo.description ?? "",
    category: photo.category,
    imageUrl: largest?.url ?? null,
    images,
    srcSet: images.map((image) => `${image.url} ${image.width}w`).join(", "),
    width: photo.width,
    height: photo.height,
    schoolId: photo.schoolId,
    schoolName: photo.schoolName,
    uploadedBy:
      photo.schoolId === null
        ? null
        : {
            _id: photo.schoolId,
            name: uploader?.name ?? photo.schoolName,
            ...(options.showEmail && uploader ? { email: uploader.email } : {}),
          },
    status: photo.status,
    approved: photo.status === "approved",
    rejected: photo.status === "rejected",
    rejectionReason: options.showReason ? photo.rejectionReason : null,
    reviewedAt: photo.reviewedAt?.toISOString() ?? null,
    // Whether the school confirmed it holds consent for the children shown, who and when (staff and the owner).
    consent: options.showReason
      ? {
          confirmed: photo.consentConfirmedAt !== null,
          confirmedAt: photo.consentConfirmedAt?.toISOString() ?? null,
          confirmedBy:
            photo.consentConfirmedBy === null
              ? null
              : {
                  _id: photo.consentConfirmedBy,
                  name: photo.consentConfirmedBy === photo.schoolId ? (uploader?.name ?? photo.schoolName) : null,
                },
        }
      : null,
    uploadDate: createdAt,
    createdAt,
    updatedAt: photo.updatedAt.toISOString(),
    deletedAt: photo.deletedAt?.toISOString() ?? null,
  };
}
export type ApiPhoto = Awaited<ReturnType<typeof serializePhoto>>;

/** A list as `actor` may see it: e-mails for staff, reasons for staff and the owner. */
export function present(actor: Actor | null, rows: LoadedPhoto[], publicUrls = false): Promise<ApiPhoto[]> {
  const staff = isStaffFor(actor);
  return Promise.all(
    rows.map(({ photo, uploader }) =>
      serializePhoto(photo, uploader, { showEmail: staff, showReason: staff || isOwner(actor, photo), publicUrls }),
    ),
  );
}

export async function presentOne(actor: Actor | null, row: LoadedPhoto, publicUrls = false): Promise<ApiPhoto> {
  const [item] = await present(actor, [row], publicUrls);
  return item!;
}

/** Every stored object of a photo (its sizes). */
export const photoKeys = (photo: Pick<GalleryImageRow, "variants">): string[] => photo.variants.map((variant) => variant.key);
