import Link from "next/link";
import type { DashboardTab } from "./tab-bar";

/**
 * The secondary navigation of a tab that has sub-tabs (Content: Videos | Library): plain links
 * to `?tab=`, like the tab row, so each part has its own address, works without JavaScript and
 * is reached with Tab/Enter. The current part is `aria-current="page"`; a badge is read out by
 * its label. Wraps on phones, never scrolls sideways.
 */
export function SectionNav({ label, tabs, active }: { label: string; tabs: DashboardTab[]; active: string }) {
  return (
    <nav aria-label={`${label} sections`} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                href={tab.href}
                scroll={false}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium transition-colors ${
                  current
                    ? "border-brand-600 bg-brand-50 text-brand-800"
                    : "border-line bg-surface text-muted hover:border-brand-600/50 hover:text-ink"
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
