"use client";

import { useRef } from "react";
import * as RadixDialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { LocalDate } from "@/components/ui/local-date";
import { CATEGORY_LABELS } from "@/features/gallery/schema";
import { PhotoImg } from "../photo-img";
import type { PublicPhoto } from "../types";

/** How far a finger must travel sideways (px), more than up or down, to count as a swipe. */
const SWIPE_PX = 40;

/**
 * The gallery's lightbox: one photo at a time, as large as the screen allows, with its title,
 * school, category, date and description. Radix Dialog keeps focus inside and closes on Escape;
 * the arrow keys, the Previous and Next buttons and a swipe on a phone move through the page's
 * photos (round from the last to the first); on closing, focus goes back to the card of the
 * photo last shown (the grid's `onClosed`), so a keyboard user carries on from there.
 */
export function Lightbox({
  photos,
  index,
  onIndexChange,
  onClosed,
}: {
  photos: readonly PublicPhoto[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  onClosed: () => void;
}) {
  const touch = useRef<{ x: number; y: number } | null>(null);
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const go = (step: number) => index !== null && onIndexChange((index + step + count) % count);

  return (
    <RadixDialog.Root open={photo !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/95" />
        <RadixDialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") {
              event.preventDefault();
              go(1);
            } else if (event.key === "ArrowLeft") {
              event.preventDefault();
              go(-1);
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          {photo ? (
            <>
              <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
                <p className="text-base text-white/85" aria-hidden>
                  {`${(index ?? 0) + 1} of ${count}`}
                </p>
                <RadixDialog.Close className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-white">
                  <X aria-hidden className="size-6" />
                  <span className="sr-only">Close</span>
                </RadixDialog.Close>
              </div>
              <div
                className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20"
                onTouchStart={(event) => {
                  const t = event.touches[0];
                  touch.current = t ? { x: t.clientX, y: t.clientY } : null;
                }}
                onTouchEnd={(event) => {
                  const start = touch.current;
                  const t = event.changedTouches[0];
                  touch.current = null;
                  if (!start || !t) return;
                  const dx = t.clientX - start.x;
                  if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(t.clientY - start.y)) go(dx < 0 ? 1 : -1);
                }}
              >
                <PhotoImg
                  key={photo.id}
                  images={photo.images}
                  alt={photo.title}
                  sizes="100vw"
                  eager
                  className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain shadow-2xl"
                />
                {count > 1 ? (
                  <>
                    <NavButton side="left" label="Previous photo" onClick={() => go(-1)} />
                    <NavButton side="right" label="Next photo" onClick={() => go(1)} />
                  </>
                ) : null}
              </div>
              <div className="mx-auto w-full max-w-3xl px-4 pb-5 pt-3 sm:px-6">
                <RadixDialog.Title className="font-display text-2xl font-semibold">{photo.title}</RadixDialog.Title>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-white/85">
                  <span>{photo.schoolName}</span>
                  <span aria-hidden>·</span>
                  <span>{CATEGORY_LABELS[photo.category]}</span>
                  <span aria-hidden>·</span>
                  <LocalDate iso={photo.createdAt} />
                </p>
                <RadixDialog.Description
                  className={`mt-2 max-h-28 overflow-y-auto text-base text-white/90 ${photo.description ? "" : "sr-only"}`}
                >
                  {photo.description || `A photo shared by ${photo.schoolName}.`}
                </RadixDialog.Description>
                <p className="sr-only" aria-live="polite">{`Photo ${(index ?? 0) + 1} of ${count}: ${photo.title}`}</p>
              </div>
            </>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function NavButton({ side, label, onClick }: { side: "left" | "right"; label: string; onClick: () => void }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      className={`absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/60 text-white ring-1 ring-white/30 hover:bg-ink/80 focus-visible:outline-white sm:size-14 ${side === "left" ? "left-2 sm:left-4" : "right-2 sm:right-4"}`}
    >
      <Icon aria-hidden className="size-7" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
