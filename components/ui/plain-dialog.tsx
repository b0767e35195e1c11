import { X } from "lucide-react";
import { InlineScript } from "@/lib/static-site/inline-script";

/**
 * The behaviour of the plain dialogs (`PlainDialog`) on a page without the framework's
 * JavaScript, in plain DOM code sent as an inline script (self-contained: its source text is the
 * script). A link or button with `data-opens-dialog` and `aria-controls` opens that <dialog> as a
 * modal on a plain click (a modified click on a link follows it: a new tab); the rest of the page
 * is inert, Escape closes it (the browser's own), and so do its `data-dialog-dismiss` buttons and
 * a click on the backdrop; Tab and Shift+Tab stay within it; on closing, focus goes back to what
 * opened it. Idempotent: one set of listeners on `document`. (The site script keeps its own Tab
 * loop for the header's menu and Confirm Logout: each inline script is sent as its own source
 * text, so they cannot share a helper.)
 */
export function enhancePlainDialogs(): void {
  const root = document.documentElement;
  if (root.dataset.mmfPlainDialogs) return;
  root.dataset.mmfPlainDialogs = "1";
  const openers = new WeakMap<HTMLDialogElement, HTMLElement>();
  const openDialog = () => document.querySelector<HTMLDialogElement>("dialog[data-plain-dialog][open]");

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLElement>("[data-opens-dialog]");
    if (opener) {
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
      const dialog = document.getElementById(opener.getAttribute("aria-controls") ?? "");
      if (modified || !(dialog instanceof HTMLDialogElement)) return;
      event.preventDefault();
      openers.set(dialog, opener);
      dialog.showModal();
      return;
    }
    const dialog = target?.closest<HTMLDialogElement>("dialog[data-plain-dialog]");
    // A click on the dialog element itself is on its backdrop (its content fills its box).
    if (dialog && (target === dialog || target?.closest("[data-dialog-dismiss]"))) dialog.close();
  });

  document.addEventListener("keydown", (event) => {
    const dialog = openDialog();
    if (!dialog || event.key !== "Tab") return;
    const stops = [...dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const active = document.activeElement as HTMLElement | null;
    if (!active || !stops.includes(active)) {
      event.preventDefault();
      first.focus();
    } else if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  });

  document.addEventListener(
    "close",
    (event) => {
      if (!(event.target instanceof HTMLDialogElement) || !event.target.matches("[data-plain-dialog]")) return;
      openers.get(event.target)?.focus();
    },
    true,
  );
}

/** The script of the plain dialogs: once per page, anywhere in it. */
export function PlainDialogScript() {
  return <InlineScript run={enhancePlainDialogs} />;
}

/**
 * A dialog of a page without the framework's JavaScript, in the look of the App Router's
 * `Dialog` (components/ui/dialog.tsx): a native <dialog> with its title, a Close button, the
 * content and the footer's actions, opened by an element with `data-opens-dialog` and
 * `aria-controls={id}` (`enhancePlainDialogs`, sent once by `PlainDialogScript`). Without
 * JavaScript it never opens; what opens it should then work on its own (a link).
 */
export function PlainDialog({
  id,
  title,
  children,
  footer,
  wide = false,
  titleProps,
}: {
  id: string;
  title: string;
  /** Data attributes of the title's heading (a dialog whose title a script fills: an empty `title`). */
  titleProps?: Record<`data-${string}`, string>;
  children?: React.ReactNode;
  footer?: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <dialog
      id={id}
      data-plain-dialog=""
      aria-labelledby={`${id}-title`}
      className={`m-auto max-h-[90dvh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/40 backdrop:backdrop-blur-[2px] ${wide ? "max-w-2xl" : "max-w-md"}`}
    >
      {/* The padding is the content's: a click on the <dialog> itself is then on its backdrop. */}
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-semibold" {...titleProps}>
            {title}
          </h2>
          <button type="button" data-dialog-dismiss="" className="btn-ghost -mr-2 -mt-2 min-h-10 px-2" aria-label="Close">
            <X aria-hidden className="size-5" />
          </button>
        </div>
        {children}
        {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
      </div>
    </dialog>
  );
}
