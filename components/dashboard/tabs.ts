import type { ReactNode } from "react";
import type { AdminTabId } from "@/lib/auth/tabs";
import type { Role } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import type { DashboardTab } from "./tab-bar";

export type TabDef = { id: string; label: string; badge?: number; badgeLabel?: string };

/** What a tab is given to draw itself: who is looking, on which dashboard, with which query. */
export type TabContext = {
  actor: Actor;
  /** The dashboard's path, for links that stay on it (`/admin`, `/superadmin` …). */
  basePath: string;
  /** The id of the open tab. */
  tab: string;
  /** The search parameters, each the first value when repeated. */
  params: Readonly<Record<string, string | undefined>>;
};

/** A count beside a tab's label; shown only when above zero. `label` is read out by screen readers. */
export type TabBadge = { count: number; label: string };

/**
 * A tab a feature contributes to the dashboards (features/<domain>/dashboard.tsx, assembled by
 * registry/dashboard.tsx).
 */
export type FeatureTab = {
  /** The `tab` search parameter; also the admin tab id when `adminTab` is set. */
  id: string;
  label: string;
  /** The dashboards it is on, named by the role each belongs to. */
  roles: readonly Role[];
  /** The admin tab (lib/auth/tabs.ts) whose absence from an admin's allowed tabs hides it. */
  adminTab?: AdminTabId;
  /** Its place in the tab row (or among its parent's sub-tabs): lower first. */
  order: number;
  /**
   * The id of the tab it sits within, for a sub-tab (the Library within Content): it is not in
   * the tab row; `?tab=` with its id highlights the parent there, and the parent's area shows the
   * parent and its sub-tabs as a secondary navigation. Only who sees the parent (its roles and
   * admin tab) sees it, and then only if its own roles (and admin tab, if any) allow.
   */
  within?: string;
  /** A tab with sub-tabs: its own name among them ("Videos" for Content); its label by default. */
  sectionLabel?: string;
  badge?: (actor: Actor) => Promise<TabBadge | null>;
  /** A label that depends on the person's data (the instructor's "My Videos (3)"). */
  liveLabel?: (ctx: TabContext) => Promise<string>;
  /** Buttons beside the dashboard's title, on every tab of that dashboard. */
  actions?: (ctx: TabContext) => ReactNode | Promise<ReactNode>;
  render: (ctx: TabContext) => ReactNode | Promise<ReactNode>;
};

/**
 * A widget a feature contributes to the dashboard shell (features/<domain>/dashboard.tsx,
 * assembled by registry/dashboard.tsx `featureWidgets`): drawn over every tab of the dashboards
 * of its roles, in the shell's corner (the chat button). Not a tab, so an admin's allowed tabs
 * never hide it; the services behind it check the person anyway.
 */
export type FeatureWidget = {
  id: string;
  /** The dashboards it is on, named by the role each belongs to. */
  roles: readonly Role[];
  /** Its place among the widgets: lower first (nearest the corner). */
  order: number;
  /** Null when it has nothing for this person. */
  render: (ctx: TabContext) => ReactNode | Promise<ReactNode>;
};

/** Links for the tab bar: `${basePath}?tab=${id}`. */
export function tabLinks(basePath: string, tabs: TabDef[]): DashboardTab[] {
  return tabs.map((t) => ({ ...t, href: `${basePath}?tab=${t.id}` }));
}

/** The `page` search parameter as a whole number, 1 when missing or not a number. */
export function pageParam(value: string | undefined): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}
