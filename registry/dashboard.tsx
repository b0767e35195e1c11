import { createElement, Fragment, type ReactNode } from "react";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { tabLinks, type FeatureTab, type TabContext, type TabDef } from "@/components/dashboard/tabs";
import { dashboardAt, homeFor, type DashboardPath } from "@/lib/auth/roles";
import { normaliseTabId, visibleAdminTabs } from "@/lib/auth/tabs";
import type { Role } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { firstParam, type SearchParams } from "@/lib/session/page-guard";
import { accountsTabs, pendingDashboard } from "@/features/accounts/dashboard";
import { donationsOnProfile, donationsTabs } from "@/features/donations/dashboard";
import { galleryTabs } from "@/features/gallery/dashboard";
import { invoicesTabs } from "@/features/invoices/dashboard";
import { programsTabs } from "@/features/programs/dashboard";
import { schoolTagsTabs } from "@/features/school-tags/dashboard";
import { videosTabs } from "@/features/videos/dashboard";
import { watchingTabs } from "@/features/watching/dashboard";

/** Every feature's dashboard tabs: one line per feature (registry/dashboard.test.ts checks the whole). */
export const featureTabs: readonly FeatureTab[] = [
  ...accountsTabs,
  ...videosTabs,
  ...watchingTabs,
  ...schoolTagsTabs,
  ...donationsTabs,
  ...galleryTabs,
  ...programsTabs,
  ...invoicesTabs,
];

/**
 * What other features add under a person's own Profile tab (their donations), each null when it
 * has nothing to show for this person.
 */
export const profileSections: readonly ((ctx: TabContext) => Promise<ReactNode>)[] = [donationsOnProfile];

/**
 * The tabs a person sees on their dashboard, in order: their role's, less the admin tabs an
 * admin is not allowed (Profile and the superadmin's Recycle Bin are no admin tab). Hiding a
 * tab is a convenience: the services refuse its data anyway.
 */
export function tabsFor(actor: Pick<Actor, "role" | "allowedTabs">, tabs: readonly FeatureTab[] = featureTabs): FeatureTab[] {
  const allowed = visibleAdminTabs(actor.role, actor.allowedTabs);
  return tabs
    .filter((t) => t.roles.includes(actor.role) && (!t.adminTab || allowed.includes(t.adminTab)))
    .sort((a, b) => a.order - b.order);
}

/**
 * Where each dashboard opens when its URL names no tab: the tab with the work waiting (staff:
 * the requests to approve), and for a school its working Video Management rather than a tab
 * still to come. A role not listed, or a person without that tab, lands on their first tab.
 */
export const LANDING_TAB: Readonly<Partial<Record<Role, string>>> = {
  admin: "approval-requests",
  superadmin: "approval-requests",
  school: "video-management",
};

/** The open tab: the requested one when the person has it (either spelling of the program tab), else their landing tab. */
export function activeTab(tabs: readonly FeatureTab[], requested: string | undefined, role?: Role): FeatureTab {
  const wanted = requested ? normaliseTabId(requested) : undefined;
  const landing = role ? LANDING_TAB[role] : undefined;
  const tab = tabs.find((t) => t.id === wanted) ?? tabs.find((t) => t.id === landing) ?? tabs[0];
  if (!tab) throw new Error("A dashboard has at least one tab (Profile)");
  return tab;
}

/** The tab row: live labels, and each badge only when its count is above zero. */
export function tabRow(tabs: readonly FeatureTab[], ctx: TabContext): Promise<TabDef[]> {
  return Promise.all(
    tabs.map(async (t) => {
      const [label, badge] = await Promise.all([t.liveLabel ? t.liveLabel(ctx) : t.label, t.badge ? t.badge(ctx.actor) : null]);
      return { id: t.id, label, ...(badge && badge.count > 0 ? { badge: badge.count, badgeLabel: badge.label } : {}) };
    }),
  );
}

/** Where the first of these tabs is for this person: their dashboard with it open, else their dashboard. */
export function tabHref(actor: Pick<Actor, "role" | "allowedTabs">, candidates: readonly FeatureTab[]): string {
  const home = homeFor(actor.role);
  const tab = tabsFor(actor).find((t) => candidates.some((c) => c.id === t.id));
  return tab ? `${home}?tab=${tab.id}` : home;
}

/**
 * A whole dashboard for a person its page has let in: the approval-pending screen until the
 * account is approved, otherwise the shell with the person's tabs and the open one drawn.
 */
export async function renderDashboard(path: DashboardPath, actor: Actor, searchParams: SearchParams): Promise<ReactNode> {
  const { title } = dashboardAt(path);
  if (actor.status !== "approved") return pendingDashboard(title, actor);

  const tabs = tabsFor(actor);
  const params = Object.fromEntries(Object.entries(searchParams).map(([key, value]) => [key, firstParam(value)]));
  const active = activeTab(tabs, params.tab, actor.role);
  const ctx: TabContext = { actor, basePath: path, tab: active.id, params };
  const [row, actions, content, extras] = await Promise.all([
    tabRow(tabs, ctx),
    Promise.all(tabs.map(async (t) => (t.actions ? <Fragment key={t.id}>{await t.actions(ctx)}</Fragment> : null))),
    active.render(ctx),
    active.id === "profile" ? Promise.all(profileSections.map((section) => section(ctx))) : [],
  ]);
  const shown = actions.filter((a) => a !== null);
  const added = extras.filter((e) => e !== null && e !== undefined);
  return (
    <DashboardShell
      title={title}
      personName={actor.name}
      role={actor.role}
      profileHref={tabs.some((t) => t.id === "profile") ? `${path}?tab=profile` : null}
      tabs={tabLinks(path, row)}
      activeTab={active.id}
      {...(shown.length > 0 ? { actions: shown } : {})}
    >
      {added.length > 0 ? createElement(Fragment, null, content, ...added) : content}
    </DashboardShell>
  );
}
