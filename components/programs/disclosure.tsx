"use client";

import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern): aria-expanded on the
 * button, aria-controls pointing at the panel. The panel is always in the HTML (hidden while
 * closed), so the prerendered page carries the full text. Enter and Space work as on any button.
 */
export function Disclosure({
  summary,
  children,
  heading,
  buttonClassName = "",
  panelClassName = "",
  chevronClassName = "",
}: {
  /** The button's content (its accessible name). */
  summary: React.ReactNode;
  children: React.ReactNode;
  /** Wrap the button in a heading of this level (an accordion header). */
  heading?: 2 | 3 | 4;
  buttonClassName?: string;
  panelClassName?: string;
  chevronClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const button = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((o) => !o)}
      className={`group flex min-h-11 cursor-pointer items-center gap-3 text-left ${buttonClassName}`}
    >
      {summary}
      <ChevronDown
        aria-hidden
        className={`size-5 shrink-0 transition-transform duration-200 motion-reduce:transition-none ${open ? "rotate-180" : ""} ${chevronClassName}`}
      />
    </button>
  );
  const Heading = heading ? (`h${heading}` as const) : null;

  return (
    <>
      {Heading ? <Heading className="font-sans">{button}</Heading> : button}
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
