import { ChevronDown } from "lucide-react";

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern): aria-expanded on the
 * button, aria-controls pointing at the panel. Server markup; `site-script` toggles it in the
 * browser (`data-disclosure`). The panel is always in the HTML (hidden while closed), so the
 * prerendered page carries the full text. Enter and Space work as on any button.
 */
export function Disclosure({
  id,
  summary,
  children,
  buttonClassName = "",
  panelClassName = "",
}: {
  /** The panel's id, unique on the page. */
  id: string;
  /** The button's content (its accessible name). */
  summary: React.ReactNode;
  children: React.ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
}) {
  return (
    <>
      <button
        type="button"
        data-disclosure
        aria-expanded="false"
        aria-controls={id}
        className={`group flex min-h-11 cursor-pointer items-center gap-3 text-left ${buttonClassName}`}
      >
        {summary}
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 transition-transform duration-200 group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </button>
      <div id={id} hidden className={panelClassName}>
        {children}
      </div>
    </>
  );
}
