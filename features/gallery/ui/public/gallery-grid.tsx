"use client";

import { useRef, useState } from "react";
import { LocalDate } from "@/components/ui/local-date";
import { CATEGORY_LABELS } from "@/features/gallery/schema";
import { PhotoImg } from "../photo-img";
import type { PublicPhoto } from "../types";
import { Lightbox } from "./lightbox";

/** The grid's column widths for `sizes`: one column on phones, two from 640 px, three from 1024 px in a 72rem page. */
export const CARD_SIZES = "(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

/**
 * The page's photos as cards, and their lightbox. Each card is a link to the photo's largest
 * size (it works without JavaScript, and opens in a new tab on a modified click); a plain click,
 * Enter or Space opens the lightbox on that photo. The first row loads at once, the rest lazily.
 */
export function GalleryGrid({ photos }: { photos: PublicPhoto[] }) {
  const [shown, setShown] = useState<number | null>(null);
  const lastShown = useRef(0);
  const cards = useRef<(HTMLAnchorElement | null)[]>([]);
  const show = (index: number | null) => {
    if (index !== null) lastShown.current = index;
    setShown(index);
  };
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos">
        {photos.map((photo, i) => (
          <li key={photo.id} className="flex">
            <a
              ref={(element) => {
                cards.current[i] = element;
              }}
              href={photo.images[photo.images.length - 1]?.url ?? "#"}
              aria-haspopup="dialog"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                event.preventDefault();
                show(i);
              }}
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
                <span className="absolute left-3 top-3 rounded-full bg-surface/90 px-3 py-0.5 text-sm font-semibold text-brand-800 shadow-sm">
                  {CATEGORY_LABELS[photo.category]}
                </span>
              </span>
              <span className="flex flex-1 flex-col gap-1 p-4">
                <span className="font-display text-lg font-semibold leading-snug text-ink group-hover:text-brand-800">{photo.title}</span>
                <span className="text-muted">{photo.schoolName}</span>
                {photo.description ? <span className="line-clamp-2 text-muted">{photo.description}</span> : null}
                <span className="mt-auto pt-2 text-sm text-muted">
                  <LocalDate iso={photo.createdAt} />
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Lightbox photos={photos} index={shown} onIndexChange={show} onClosed={() => cards.current[lastShown.current]?.focus()} />
    </>
  );
}
