import { PlayCircle } from "lucide-react";
import { Thumbnail } from "./thumbnail";

type Content = {
  title: string;
  thumbnailUrl: string | null;
  /** Load the thumbnail at once (the cards above the fold). */
  eager?: boolean;
  /** Beside the title: a status badge. */
  badge?: React.ReactNode;
  /** Under the title: description, length, progress… (phrasing content only in a `button` card). */
  children?: React.ReactNode;
  /** At the foot of the card, set apart by a rule: the card's own buttons (an `article` card only). */
  actions?: React.ReactNode;
  /** `stacked` (the default): thumbnail above; `row`: a small thumbnail beside the text. */
  layout?: "stacked" | "row";
};

/**
 * What the card is:
 * - `article`: a card with controls of its own (`actions`), named by its heading (`headingId`);
 * - `link`: the whole card links to `href`; a plain click calls `onOpen` instead (a dialog), a
 *   modified click (new tab) follows the link; on a page without the framework's JavaScript,
 *   `opensDialog` names the plain dialog a plain click opens (components/ui/plain-dialog.tsx),
 *   and `data` gives the link data attributes (what a script fills that dialog with);
 * - `button`: the whole card is one button (its text is its name), with a play hint on the thumbnail.
 */
type Kind =
  | { as: "article"; headingId: string }
  | { as: "link"; href: string; onOpen?: () => void; opensDialog?: string; data?: Record<`data-${string}`, string> }
  | { as: "button"; onClick: () => void };

const frame = "overflow-hidden rounded-2xl border border-line bg-surface shadow-sm";

/** The one video card: the catalogue's, the instructor's My Videos and the student dashboard's. */
export function VideoCard(props: Content & Kind) {
  const { title, thumbnailUrl, eager = false, badge, children, actions, layout = "stacked" } = props;
  const row = layout === "row";
  const interactive = props.as !== "article";
  const shape = `${frame} flex h-full w-full text-left ${row ? "flex-row items-center gap-4 p-4" : "flex-col"} ${interactive ? "group transition-shadow hover:shadow-md focus-visible:shadow-md" : ""}`;
  const titleClass = `min-w-0 break-words font-display text-lg font-semibold leading-snug ${interactive ? "text-brand-800 group-hover:underline" : "text-ink"}`;
  const thumbnail = (
    <span className={`relative block shrink-0 overflow-hidden ${row ? "w-28 rounded-xl sm:w-40" : "w-full"}`}>
      <Thumbnail url={thumbnailUrl} eager={eager} className="w-full" />
      {props.as === "button" ? (
        <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-ink/0 transition-colors group-hover:bg-ink/25">
          <PlayCircle className="size-10 text-white opacity-90 drop-shadow" />
        </span>
      ) : null}
    </span>
  );
  const bodyClass = `flex min-w-0 flex-1 flex-col gap-2 ${row ? "" : "p-4"}`;

  if (props.as === "button") {
    // Phrasing content only inside a button: spans, no heading.
    return (
      <button type="button" onClick={props.onClick} className={shape}>
        {thumbnail}
        <span className={bodyClass}>
          <span className={titleClass}>{title}</span>
          {children}
        </span>
      </button>
    );
  }

  const heading = (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 id={props.as === "article" ? props.headingId : undefined} className={titleClass}>
        {title}
      </h3>
      {badge}
    </div>
  );

  if (props.as === "link") {
    const { href, onOpen, opensDialog, data } = props;
    return (
      <a
        {...data}
        href={href}
        aria-haspopup={onOpen || opensDialog ? "dialog" : undefined}
        aria-controls={opensDialog}
        data-opens-dialog={opensDialog ? "" : undefined}
        className={`${shape} focus-visible:outline-offset-[-3px]`}
        onClick={(event) => {
          if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
      >
        {thumbnail}
        <div className={bodyClass}>
          {heading}
          {children}
        </div>
      </a>
    );
  }

  return (
    <article aria-labelledby={props.headingId} className={shape}>
      {thumbnail}
      <div className={bodyClass}>
        {heading}
        {children}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">{actions}</div> : null}
      </div>
    </article>
  );
}
