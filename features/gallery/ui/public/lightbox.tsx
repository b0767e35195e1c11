import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { InlineScript } from "@/lib/static-site/inline-script";
import { PlainDialogScript } from "@/components/ui/plain-dialog";

/**
 * The gallery's lightbox, in plain DOM code sent as an inline script (/gallery ships without the
 * framework's JavaScript): its source text is the script, so it stays self-contained. One photo
 * at a time in a native modal <dialog> (the rest of the page inert; Escape closes it), as large
 * as the screen allows, with its title, school, category, date and description, read from the
 * card that opened it (GalleryGrid's `data-photo-*` parts). The arrow keys, Previous and Next and
 * a swipe on a phone move through the page's photos (round from the last to the first); Tab
 * stays within the dialog (it is a plain dialog: components/ui/plain-dialog.tsx); on closing,
 * focus goes back to the card of the photo last shown, so a keyboard user carries on from there.
 * Also writes every card's date in the visitor's own time zone (the server writes it in UTC).
 * Idempotent: one set of listeners on `document`.
 */
export function enhanceGallery(): void {
  const root = document.documentElement;
  if (root.dataset.mmfGallery) return;
  root.dataset.mmfGallery = "1";
  const SWIPE_PX = 40;
  const dates = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
  let shown = 0;
  let touch: { x: number; y: number } | null = null;

  const box = () => document.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  const cards = () => [...document.querySelectorAll<HTMLAnchorElement>("a[data-photo-card]")];
  const part = (parent: ParentNode, name: string) => parent.querySelector<HTMLElement>(`[data-${name}]`);
  const text = (parent: ParentNode, name: string) => part(parent, name)?.textContent ?? "";
  const localDates = () => {
    for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-local-date]")) {
      const date = new Date(time.dateTime);
      if (!Number.isNaN(date.getTime())) time.textContent = dates.format(date);
    }
  };

  const show = (index: number) => {
    const dialog = box();
    const all = cards();
    if (!dialog || all.length === 0) return;
    shown = (index + all.length) % all.length;
    const card = all[shown]!;
    const title = text(card, "photo-title");
    const school = text(card, "photo-school");
    const description = text(card, "photo-description");
    const from = card.querySelector("img");
    const image = part(dialog, "lightbox-image") as HTMLImageElement | null;
    if (image) {
      // A new element each time, so the previous photo is never shown under the next one's title.
      const next = document.createElement("img");
      for (const name of ["class", "data-lightbox-image"]) next.setAttribute(name, image.getAttribute(name) ?? "");
      if (from) {
        next.src = from.currentSrc || from.src;
        next.srcset = from.srcset;
        for (const name of ["width", "height"]) next.setAttribute(name, from.getAttribute(name) ?? "");
      }
      next.sizes = "100vw";
      next.alt = title;
      next.draggable = false;
      image.replaceWith(next);
    }
    const set = (name: string, value: string) => {
      const element = part(dialog, name);
      if (element) element.textContent = value;
    };
    set("lightbox-count", `${shown + 1} of ${all.length}`);
    set("lightbox-title", title);
    set("lightbox-school", school);
    set("lightbox-category", text(card, "photo-category"));
    set("lightbox-date", part(card, "local-date")?.textContent ?? "");
    const about = part(dialog, "lightbox-description");
    if (about) {
      about.textContent = description || `A photo shared by ${school}.`;
      about.classList.toggle("sr-only", !description);
    }
    set("lightbox-live", `Photo ${shown + 1} of ${all.length}: ${title}`);
    for (const button of dialog.querySelectorAll<HTMLElement>("[data-lightbox-step]")) button.hidden = all.length < 2;
    if (!dialog.open) {
      dialog.showModal();
      root.style.overflow = "hidden";
      part(dialog, "lightbox-close")?.focus();
    }
  };

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const card = target?.closest<HTMLAnchorElement>("a[data-photo-card]");
    if (card) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      show(cards().indexOf(card));
      return;
    }
    const step = target?.closest<HTMLElement>("[data-lightbox-step]");
    if (step) show(shown + Number(step.dataset.lightboxStep));
    else if (target?.closest("[data-lightbox-close]")) box()?.close();
  });

  document.addEventListener("keydown", (event) => {
    const dialog = box();
    if (!dialog?.open) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      show(shown + (event.key === "ArrowRight" ? 1 : -1));
    }
  });

  // A swipe on the photo's stage: sideways more than up or down, and far enough.
  document.addEventListener("touchstart", (event) => {
    const t = event.touches[0];
    touch = t && event.target instanceof Element && event.target.closest("[data-lightbox-stage]") ? { x: t.clientX, y: t.clientY } : null;
  });
  document.addEventListener("touchend", (event) => {
    const start = touch;
    const t = event.changedTouches[0];
    touch = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(t.clientY - start.y)) show(shown + (dx < 0 ? 1 : -1));
  });

  // Closed by Escape, Close or a click: the page scrolls again and the card last shown gets focus.
  document.addEventListener(
    "close",
    (event) => {
      if (!(event.target instanceof HTMLDialogElement) || !event.target.matches("[data-lightbox]")) return;
      root.style.overflow = "";
      cards()[shown]?.focus();
    },
    true,
  );

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", localDates, { once: true });
  else localDates();
}

/** The lightbox's frame (filled by `enhanceGallery` from the card that opens it) and its script. */
export function Lightbox() {
  return (
    <>
      <dialog
        data-lightbox=""
        data-plain-dialog=""
        aria-labelledby="lightbox-title"
        aria-describedby="lightbox-description"
        className="m-0 h-dvh max-h-none w-full max-w-none flex-col bg-ink p-0 text-white outline-none backdrop:bg-ink open:flex"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p data-lightbox-count="" aria-hidden className="text-base text-white/85" />
          <button
            type="button"
            data-lightbox-close=""
            className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-white"
          >
            <X aria-hidden className="size-6" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <div data-lightbox-stage="" className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
          {/* eslint-disable-next-line @next/next/no-img-element -- filled from the card's own sizes by the script */}
          <img data-lightbox-image="" alt="" className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain shadow-2xl" />
          <StepButton side="left" />
          <StepButton side="right" />
        </div>
        <div className="relative z-10 mx-auto w-full max-w-3xl bg-ink px-4 pb-5 pt-3 sm:px-6">
          <h2 id="lightbox-title" data-lightbox-title="" className="font-display text-2xl font-semibold" />
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-white/85">
            <span data-lightbox-school="" />
            <span aria-hidden>·</span>
            <span data-lightbox-category="" />
            <span aria-hidden>·</span>
            <span data-lightbox-date="" />
          </p>
          <p id="lightbox-description" data-lightbox-description="" className="mt-2 max-h-28 overflow-y-auto text-base text-white/90" />
          <p data-lightbox-live="" className="sr-only" aria-live="polite" />
        </div>
      </dialog>
      <InlineScript run={enhanceGallery} />
      <PlainDialogScript />
    </>
  );
}

function StepButton({ side }: { side: "left" | "right" }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      data-lightbox-step={side === "left" ? "-1" : "1"}
      className={`absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/60 text-white ring-1 ring-white/30 hover:bg-ink/80 focus-visible:outline-white sm:size-14 ${side === "left" ? "left-2 sm:left-4" : "right-2 sm:right-4"}`}
    >
      <Icon aria-hidden className="size-7" />
      <span className="sr-only">{side === "left" ? "Previous photo" : "Next photo"}</span>
    </button>
  );
}
