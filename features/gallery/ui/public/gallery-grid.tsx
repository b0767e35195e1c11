import { CATEGORY_LABELS } from "@/features/gallery/schema";
import { formatDate } from "@/lib/format";
import { PhotoImg } from "../photo-img";
import type { PublicPhoto } from "../types";

/** The grid's column widths for `sizes`: one column on phones, two from 640 px, three from 1024 px in a 72rem page. */
export const CARD_SIZES = "(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

/**
 * The page's photos as cards. Each card is a link to the photo's largest size, so it works
 * without JavaScript (and opens in a new tab on a modified click); with it, a plain click or
 * Enter opens the lightbox on that photo (./lightbox.tsx reads what it shows from the card's
 * `data-photo-*` parts). The first row loads at once, the rest lazily. The date is written in UTC
 * here (the server does not know the visitor's zone); the lightbox's script writes it again in
 * the visitor's own.
 */
export function GalleryGrid({ photos }: { photos: PublicPhoto[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos">
      {photos.map((photo, i) => (
        <li key={photo.id} className="flex">
          <a
            href={photo.images[photo.images.length - 1]?.url ?? "#"}
            aria-haspopup="dialog"
            data-photo-card=""
            className="group flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="relative block aspect-[4/3] overflow-hidden">
              <PhotoImg
                images={photo.images}
                alt=""
                sizes={CARD_SIZES}
                eager={i < 3}
                className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <span
                data-photo-category=""
                className="absolute left-3 top-3 rounded-full bg-surface/90 px-3 py-0.5 text-sm font-semibold text-brand-800 shadow-sm"
              >
                {CATEGORY_LABELS[photo.category]}
              </span>
            </span>
            <span className="flex flex-1 flex-col gap-1 p-4">
              <span data-photo-title="" className="font-display text-lg font-semibold leading-snug text-ink group-hover:text-brand-800">
                {photo.title}
              </span>
              <span data-photo-school="" className="text-muted">
                {photo.schoolName}
              </span>
              {photo.description ? (
                <span data-photo-description="" className="line-clamp-2 text-muted">
                  {photo.description}
                </span>
              ) : null}
              <span className="mt-auto pt-2 text-sm text-muted">
                <time dateTime={photo.createdAt} data-local-date="">
                  {formatDate(photo.createdAt, "UTC")}
                </time>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
