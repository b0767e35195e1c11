"use client";

import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { TabLinks } from "./tab-links";

export type DashboardTab = { id: string; label: string; href: string; badge?: number; badgeLabel?: string };

/**
 * The dashboard's tabs: plain links driven by the `tab` search parameter, so every tab has its
 * own address, works without JavaScript and is reached with Tab/Enter (TabLinks). On phones the
 * row scrolls sideways, the current tab is scrolled into view, and a fading edge with an arrow
 * shows on each side where more tabs are hidden (a tap on it scrolls; keyboard users reach
 * every tab with Tab, which scrolls the row by itself).
 */
export function TabBar({ tabs, active }: { tabs: DashboardTab[]; active: string }) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState({ before: false, after: false });

  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // A pixel of slack: scroll positions are fractional on zoomed or high-density screens.
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setHidden((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    return () => {
      list.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [tabs.length]);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list?.scrollBy({ left: direction * list.clientWidth * 0.6, behavior: still ? "instant" : "smooth" });
  };

  return (
    <div className="relative">
      <TabLinks
        label="Dashboard tabs"
        tabs={tabs}
        active={active}
        activeRef={activeRef}
        listRef={listRef}
        className="-mx-4 border-b border-line sm:mx-0"
        listClassName="flex gap-1 overflow-x-auto px-4 pb-px [scrollbar-width:thin] sm:px-0"
        itemClassName="shrink-0"
        link={(current) =>
          `relative -mb-px flex min-h-12 items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 font-medium transition-colors ${
            current ? "border-brand-600 text-brand-800" : "border-transparent text-muted hover:border-line hover:text-ink"
          }`
        }
      />
      {hidden.before ? <ScrollCue side="before" onClick={() => scrollBy(-1)} /> : null}
      {hidden.after ? <ScrollCue side="after" onClick={() => scrollBy(1)} /> : null}
    </div>
  );
}

/** The fading edge over hidden tabs, with an arrow; for pointers only (the links are the keyboard's way). */
function ScrollCue({ side, onClick }: { side: "before" | "after"; onClick: () => void }) {
  const Icon = side === "before" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      data-tab-scroll-cue={side}
      onClick={onClick}
      className={`absolute bottom-px top-0 flex w-12 items-center ${
        side === "before"
          ? "-left-4 justify-start bg-gradient-to-r from-canvas from-40% to-transparent pl-1 sm:left-0"
          : "-right-4 justify-end bg-gradient-to-l from-canvas from-40% to-transparent pr-1 sm:right-0"
      }`}
    >
      <Icon className="size-5 text-brand-700" />
    </button>
  );
}
