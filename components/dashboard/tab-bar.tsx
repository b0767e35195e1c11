"use client";

import { useEffect, useRef } from "react";
import { TabLinks } from "./tab-links";

export type DashboardTab = { id: string; label: string; href: string; badge?: number; badgeLabel?: string };

/**
 * The dashboard's tabs: plain links driven by the `tab` search parameter, so every tab has its
 * own address, works without JavaScript and is reached with Tab/Enter (TabLinks). On phones the
 * row scrolls sideways and the current tab is scrolled into view.
 */
export function TabBar({ tabs, active }: { tabs: DashboardTab[]; active: string }) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);

  return (
    <TabLinks
      label="Dashboard tabs"
      tabs={tabs}
      active={active}
      activeRef={activeRef}
      className="-mx-4 border-b border-line sm:mx-0"
      listClassName="flex gap-1 overflow-x-auto px-4 pb-px [scrollbar-width:thin] sm:px-0"
      itemClassName="shrink-0"
      link={(current) =>
        `relative -mb-px flex min-h-12 items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 font-medium transition-colors ${
          current ? "border-brand-600 text-brand-800" : "border-transparent text-muted hover:border-line hover:text-ink"
        }`
      }
    />
  );
}
