"use client";

import { useEffect, useRef } from "react";
import Link from "next/link";

export type DashboardTab = { id: string; label: string; href: string; badge?: number; badgeLabel?: string };

/**
 * The dashboard's tabs: plain links driven by the `tab` search parameter, so every tab has its
 * own address, works without JavaScript and is reached with Tab/Enter. On phones the row
 * scrolls sideways and the current tab is scrolled into view.
 */
export function TabBar({ tabs, active }: { tabs: DashboardTab[]; active: string }) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);

  return (
    <nav aria-label="Dashboard tabs" className="-mx-4 border-b border-line sm:mx-0">
      <ul className="flex gap-1 overflow-x-auto px-4 pb-px [scrollbar-width:thin] sm:px-0">
        {tabs.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                ref={current ? activeRef : undefined}
                href={tab.href}
                scroll={false}
                aria-current={current ? "page" : undefined}
                className={`relative -mb-px flex min-h-12 items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 font-medium transition-colors ${
                  current ? "border-brand-600 text-brand-800" : "border-transparent text-muted hover:border-line hover:text-ink"
                }`}
              >
                {tab.label}
                {tab.badge ? (
                  <>
                    <span
                      aria-hidden
                      className={`inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold leading-6 ${
                        current ? "bg-brand-600 text-white" : "bg-sand-100 text-ink"
                      }`}
                    >
                      {tab.badge}
                    </span>
                    <span className="sr-only">{`(${tab.badgeLabel ?? `${tab.badge}`})`}</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
