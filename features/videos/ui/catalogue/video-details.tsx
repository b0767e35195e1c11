import { Play, PlayCircle } from "lucide-react";
import { InlineScript } from "@/lib/static-site/inline-script";
import { PlainDialog, PlainDialogScript } from "@/components/ui/plain-dialog";
import { humanDuration } from "@/lib/format";
import { playHref, signInToPlayHref } from "./play-links";
import type { CatalogueVideo } from "./types";

/** The id of the catalogue's one details dialog, which every card opens (`aria-controls`). */
export const VIDEO_DETAILS = "video-details";

/**
 * What a card hands the details dialog, as data attributes of its link: the addresses of the
 * video's page and of its two Plays (made here, by ./play-links.ts), and the details the card
 * does not show. The title, the description and the thumbnail are read from the card itself.
 */
export function videoDetailsData(video: CatalogueVideo): Record<`data-${string}`, string> {
  const page = `/videos/${video.id}`;
  return {
    "data-details-page": page,
    "data-details-play": playHref(page),
    "data-details-sign-in": signInToPlayHref(page),
    "data-details-instructor": video.instructorName ?? "Mindful Minds Foundation",
    "data-details-duration": humanDuration(video.durationSeconds),
    "data-details-content": video.courseContent,
    "data-details-tags": JSON.stringify(video.tags),
  };
}

/**
 * Fills the details dialog from the card a plain click opens it from, in plain DOM code sent as
 * an inline script (self-contained: its source text is the script). It listens in the capture
 * phase, so the dialog is filled before the plain dialogs' own listener opens it
 * (components/ui/plain-dialog.tsx: modal, Escape, Tab kept inside, focus back on the card). The
 * image is a new element each time, so the previous video's thumbnail never shows under the next
 * one's title. Idempotent: one listener on `document`.
 */
export function enhanceVideoDetails(): void {
  const root = document.documentElement;
  if (root.dataset.mmfVideoDetails) return;
  root.dataset.mmfVideoDetails = "1";
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const card = target?.closest<HTMLAnchorElement>("a[data-details-page]");
      const dialog = document.getElementById(card?.getAttribute("aria-controls") ?? "");
      if (!card || !(dialog instanceof HTMLDialogElement)) return;
      const data = card.dataset;
      const part = (name: string) => dialog.querySelector<HTMLElement>(`[data-details="${name}"]`);
      const set = (name: string, value: string) => {
        const element = part(name);
        if (element) element.textContent = value;
      };
      set("title", card.querySelector("h3")?.textContent ?? "");
      set("description", card.querySelector("[data-details-description]")?.textContent ?? "");
      set("instructor", data.detailsInstructor ?? "");
      set("duration", data.detailsDuration ?? "");
      set("content", data.detailsContent ?? "");
      // Written by our server (videoDetailsData): always a JSON array of strings.
      const tags = JSON.parse(data.detailsTags ?? "[]") as string[];
      const list = part("tags");
      if (list) {
        list.replaceChildren(
          ...tags.map((tag) => {
            const item = document.createElement("li");
            item.className = list.dataset.itemClass ?? "";
            item.textContent = tag;
            return item;
          }),
        );
      }
      for (const element of dialog.querySelectorAll<HTMLElement>('[data-details="topics"]')) element.hidden = tags.length === 0;
      const from = card.querySelector("img");
      const image = part("image");
      if (image) {
        const next = document.createElement("img");
        for (const name of ["class", "data-details", "width", "height"]) next.setAttribute(name, image.getAttribute(name) ?? "");
        next.alt = "";
        next.draggable = false;
        next.hidden = !from;
        if (from) next.src = from.currentSrc || from.src;
        image.replaceWith(next);
      }
      const none = part("no-image");
      if (none) none.hidden = Boolean(from);
      for (const [name, href] of [
        ["page", data.detailsPage],
        ["play", data.detailsPlay],
        ["sign-in", data.detailsSignIn],
      ] as const) {
        part(name)?.setAttribute("href", href ?? "");
      }
    },
    true,
  );
}

const TAG_CLASS = "rounded-full bg-brand-50 px-3 py-0.5 text-brand-800";

/** Where the dialog's links lead until a card fills them (never seen: the dialog opens filled). */
const UNFILLED = { page: "/videos", signIn: "/login" };

/**
 * The catalogue's details dialog: one for the page, in its frame (rendered once, not per card),
 * filled by `enhanceVideoDetails` from the card that opens it: thumbnail, description, instructor,
 * duration, content, topics, and the links to the video's page and to Play (a guest's to sign in,
 * a signed-in viewer's to the page with the player open; the site script shows the one that fits
 * the session). Without JavaScript it never opens: the card is then the link to the video's page.
 */
export function VideoDetails() {
  return (
    <>
      <PlainDialog
        id={VIDEO_DETAILS}
        title=""
        titleProps={{ "data-details": "title" }}
        wide
        footer={
          <>
            <a data-details="page" href={UNFILLED.page} className="btn-secondary min-h-12 px-5">
              Video page
            </a>
            <span data-account="" className="contents">
              <a data-guest="" data-details="sign-in" href={UNFILLED.signIn} className="btn-primary min-h-12 px-6">
                <Play aria-hidden className="size-5" />
                Play
                <span className="sr-only">: sign in to watch</span>
              </a>
              <a data-user="" data-details="play" hidden href={UNFILLED.page} className="btn-primary min-h-12 px-6">
                <Play aria-hidden className="size-5" />
                Play
              </a>
            </span>
          </>
        }
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the card's own thumbnail, set by the script */}
        <img
          data-details="image"
          alt=""
          width={640}
          height={360}
          hidden
          className="aspect-video w-full rounded-xl bg-sand-100 object-cover"
        />
        <span
          data-details="no-image"
          className="flex aspect-video w-full items-center justify-center rounded-xl bg-linear-to-br from-brand-100 to-sand-100 text-brand-700"
        >
          <PlayCircle aria-hidden className="size-1/3 max-h-12 max-w-12" />
        </span>
        <div className="mt-4 space-y-4">
          <p data-details="description" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold">Instructor</dt>
            <dd data-details="instructor" />
            <dt className="font-semibold">Duration</dt>
            <dd data-details="duration" />
            <dt className="font-semibold">Content</dt>
            <dd data-details="content" className="whitespace-pre-line" />
            <dt data-details="topics" className="font-semibold">
              Topics
            </dt>
            <dd data-details="topics">
              <ul data-details="tags" data-item-class={TAG_CLASS} className="flex flex-wrap gap-2" />
            </dd>
          </dl>
        </div>
      </PlainDialog>
      <InlineScript run={enhanceVideoDetails} />
      <PlainDialogScript />
    </>
  );
}
