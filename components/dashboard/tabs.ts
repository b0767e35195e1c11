import type { DashboardTab } from "./tab-bar";

export type TabDef = { id: string; label: string; badge?: number; badgeLabel?: string };

/** Links for the tab bar: `${basePath}?tab=${id}`. */
export function tabLinks(basePath: string, tabs: TabDef[]): DashboardTab[] {
  return tabs.map((t) => ({ ...t, href: `${basePath}?tab=${t.id}` }));
}

/** The requested tab when it is one of these, otherwise the first. */
export function resolveTab(tabs: readonly { id: string }[], requested: string | undefined): string {
  const fallback = tabs[0]?.id ?? "profile";
  if (!requested) return fallback;
  return tabs.some((t) => t.id === requested) ? requested : fallback;
}

/** The `page` search parameter as a whole number, 1 when missing or not a number. */
export function pageParam(value: string | undefined): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}
