import Link from "next/link";
import type { DashboardTab } from "./tab-bar";

/**
 * A row of tabs as plain links (`?tab=`), the dashboard's tab row and a tab's sections alike:
 * each has its own address, works without JavaScript and is reached with Tab/Enter. The current
 * one is `aria-current="page"`; a badge shows its count and is read out by its label. The looks
 * are the caller's: `link(current)` gives a link's classes; `activeRef` reaches the current link,
 * `listRef` the list.
 */
export function TabLinks({
  label,
  tabs,
  active,
  className,
  listClassName,
  itemClassName,
  link,
  activeRef,
  listRef,
}: {
  label: string;
  tabs: DashboardTab[];
  active: string;
  className: string;
  listClassName: string;
  itemClassName?: string;
  link: (current: boolean) => string;
  activeRef?: React.Ref<HTMLAnchorElement>;
  listRef?: React.Ref<HTMLUListElement>;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul ref={listRef} className={listClassName}>
        {tabs.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id} className={itemClassName}>
              <Link
                ref={current ? activeRef : undefined}
                href={tab.href}
                scroll={false}
                aria-current={current ? "page" : undefined}
                className={link(current)}
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
