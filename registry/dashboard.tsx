import { createElement, Fragment, type ReactNode } from "react";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { tabLinks, type FeatureTab, type FeatureWidget, type TabContext, type TabDef } from "@/components/dashboard/tabs";
import { dashboardAt, homeFor, ROLES, type DashboardPath } from "@/lib/auth/roles";
import { allowsAdminTab } from "@/lib/auth/tabs";
import type { Role } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { firstParam, type SearchParams } from "@/lib/session/page-guard";
import { normaliseTabId } from "@/registry/admin-tabs";
import { accountSettingsSection, accountsTabs, pendingDashboard } from "@/features/accounts/dashboard";
import { bankAccountsOnProfile } from "@/features/bank-accounts/dashboard";
import { chatWidgets } from "@/features/chat/dashboard";
import { donationsOnProfile, donationsTabs } from "@/features/donations/dashboard";
import { galleryBinSection, galleryTabs } from "@/features/gallery/dashboard";
import { invoicesTabs } from "@/features/invoices/dashboard";
import { libraryBinSection, libraryTabs } from "@/features/library/dashboard";
import { dataExportOnProfile, eraseAccountOnProfile, findPersonOnUserManagement, privacyNoticePrompt } from "@/features/privacy/dashboard";
import { programsTabs } from "@/features/programs/dashboard";
import { schoolStudentsTabs, schoolVisibilityOnOverview } from "@/features/school-students/dashboard";
import { schoolTagsTabs } from "@/features/school-tags/dashboard";
import { staffNoticesOnProfile } from "@/features/staff-notifications/dashboard";
import { videoSettingsSection } from "@/features/video-settings/dashboard";
import { videosTabs } from "@/features/videos/dashboard";
import { watchingTabs } from "@/features/watching/dashboard";

/** Every feature's dashboard tabs: one line per feature (registry/dashboard.test.ts checks the whole). */
export const featureTabs: readonly FeatureTab[] = [
  ...accountsTabs,
  ...videosTabs,
  ...watchingTabs,
  ...schoolTagsTabs,
  ...schoolStudentsTabs,
  ...donationsTabs,
  ...galleryTabs,
  ...programsTabs,
  ...invoicesTabs,
  ...libraryTabs,
];

/** Every feature's shell widgets (the chat button first): one line per feature. */
export const featureWidgets: readonly FeatureWidget[] = [...chatWidgets];

/** Every feature's notices at the top of the dashboard, above the tabs (same shape as a widget): one line per feature. */
export const featureNotices: readonly FeatureWidget[] = [{ id: "privacy-notice", roles: ROLES, order: 10, render: privacyNoticePrompt }];

/** The widgets of this person's dashboard, in order (a role's, whatever their allowed tabs). */
export function widgetsFor(actor: Viewer, widgets: readonly FeatureWidget[] = featureWidgets): FeatureWidget[] {
  return widgets.filter((w) => w.roles.includes(actor.role)).sort((a, b) => a.order - b.order);
}

/** A section one feature adds to another feature's tab: drawn `before` or `after` the tab's own content; null when it has nothing for this person. */
export type TabSection = { place: "before" | "after"; render: (ctx: TabContext) => Promise<ReactNode> };

/**
 * What other features add to another feature's tab, by that tab's id, in order: under a
 * person's own Profile the staff's choice of notices, an instructor's bank account, their donations and the download of their data; under the superadmin's
 * Recycle Bin (the videos') the library's and the gallery's bins; above the staff's Invoice
 * Approval panel the Video Settings; under User Management the search for a person to erase; above a
 * student's Overview what their school can see of them.
 */
export const tabSections: Readonly<Partial<Record<string, readonly TabSection[]>>> = {
  profile: [
    { place: "after", render: staffNoticesOnProfile },
    { place: "after", render: bankAccountsOnProfile },
    { place: "after", render: donationsOnProfile },
    { place: "after", render: dataExportOnProfile },
    { place: "after", render: eraseAccountOnProfile },
  ],
  "recycle-bin": [
    { place: "after", render: libraryBinSection },
    { place: "after", render: galleryBinSection },
  ],
  "invoice-approvals": [{ place: "before", render: videoSettingsSection }],
  "approval-requests": [{ place: "before", render: accountSettingsSection }],
  "user-management": [{ place: "after", render: findPersonOnUserManagement }],
  overview: [{ place: "before", render: schoolVisibilityOnOverview }],
};

/** The tab's own content with the sections other features add before and after it (those with nothing to show left out). */
async function withSections(tabId: string, own: ReactNode | Promise<ReactNode>, ctx: TabContext): Promise<ReactNode> {
  const sections = tabSections[tabId] ?? [];
  const [content, drawn] = await Promise.all([
    own,
    Promise.all(sections.map(async ({ place, render }) => ({ place, node: await render(ctx) }))),
  ]);
  const shown = (place: TabSection["place"]) =>
    drawn.filter((s) => s.place === place && s.node !== null && s.node !== undefined).map((s) => s.node);
  const [before, after] = [shown("before"), shown("after")];
  if (before.length === 0 && after.length === 0) return content;
  return createElement(Fragment, null, ...before, content, ...after);
}

type Viewer = Pick<Actor, "role" | "allowedTabs">;

/** Whether the tab's own roles and admin tab let this person see it (a sub-tab needs its parent too). */
function mayView(actor: Viewer, tab: FeatureTab): boolean {
  return tab.roles.includes(actor.role) && (!tab.adminTab || allowsAdminTab(actor.role, actor.allowedTabs, tab.adminTab));
}

/**
 * The tabs of a person's tab row, in order: their role's, less the admin tabs an admin is not
 * allowed (Profile and the superadmin's Recycle Bin are no admin tab), and no sub-tab (`within`).
 * Hiding a tab is a convenience: the services refuse its data anyway.
 */
export function tabsFor(actor: Viewer, tabs: readonly FeatureTab[] = featureTabs): FeatureTab[] {
  return tabs.filter((t) => !t.within && mayView(actor, t)).sort((a, b) => a.order - b.order);
}

/** The sub-tabs of `parentId` this person sees, in order (none when they do not see the parent). */
export function subTabsFor(actor: Viewer, parentId: string, tabs: readonly FeatureTab[] = featureTabs): FeatureTab[] {
  if (!tabsFor(actor, tabs).some((t) => t.id === parentId)) return [];
  return tabs.filter((t) => t.within === parentId && mayView(actor, t)).sort((a, b) => a.order - b.order);
}

/** Every tab a person may open: the tab row, then the sub-tabs of each of its tabs. */
export function reachableTabsFor(actor: Viewer, tabs: readonly FeatureTab[] = featureTabs): FeatureTab[] {
  const row = tabsFor(actor, tabs);
  return [...row, ...row.flatMap((parent) => subTabsFor(actor, parent.id, tabs))];
}

/**
 * The secondary navigation of the open tab's area: its parent (or itself) under its section
 * label, then its sub-tabs; empty when the tab has none. `top` is the tab of the tab row to highlight.
 */
export function sectionOf(active: FeatureTab, reachable: readonly FeatureTab[]): { top: FeatureTab; section: FeatureTab[] } {
  const top = (active.within ? reachable.find((t) => t.id === active.within) : undefined) ?? active;
  const children = reachable.filter((t) => t.within === top.id);
  if (children.length === 0) return { top, section: [] };
  return { top, section: [{ ...top, label: top.sectionLabel ?? top.label, liveLabel: undefined, badge: undefined }, ...children] };
}

/**
 * Where each dashboard opens when its URL names no tab: the tab with the work waiting (staff:
 * the requests to approve). A role not listed (a school opens on its Program Requests), or a
 * person without that tab, lands on their first tab.
 */
export const LANDING_TAB: Readonly<Partial<Record<Role, string>>> = {
  admin: "approval-requests",
  superadmin: "approval-requests",
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
export function tabHref(actor: Viewer, candidates: readonly FeatureTab[]): string {
  const home = homeFor(actor.role);
  const tab = reachableTabsFor(actor).find((t) => candidates.some((c) => c.id === t.id));
  return tab ? `${home}?tab=${tab.id}` : home;
}

/**
 * A whole dashboard for a person its page has let in: the approval-pending screen until the
 * account is approved, otherwise the shell with the person's tabs and the open one drawn.
 */
export async function renderDashboard(path: DashboardPath, actor: Actor, searchParams: SearchParams): Promise<ReactNode> {
  const { title } = dashboardAt(path);
  if (actor.status !== "approved") return pendingDashboard(title, actor);

  const tabs = reachableTabsFor(actor);
  const params = Object.fromEntries(Object.entries(searchParams).map(([key, value]) => [key, firstParam(value)]));
  const active = activeTab(tabs, params.tab, actor.role);
  const { top, section } = sectionOf(active, tabs);
  const ctx: TabContext = { actor, basePath: path, tab: active.id, params };
  const drawn = (list: { id: string; node: ReactNode }[]) =>
    list.filter((w) => w.node !== null && w.node !== undefined).map((w) => <Fragment key={w.id}>{w.node}</Fragment>);
  const [row, sectionRow, actions, widgets, notices, content] = await Promise.all([
    tabRow(tabsFor(actor), ctx),
    tabRow(section, ctx),
    Promise.all(tabs.map(async (t) => (t.actions ? <Fragment key={t.id}>{await t.actions(ctx)}</Fragment> : null))),
    Promise.all(widgetsFor(actor).map(async (w) => ({ id: w.id, node: await w.render(ctx) }))),
    Promise.all(widgetsFor(actor, featureNotices).map(async (n) => ({ id: n.id, node: await n.render(ctx) }))),
    withSections(active.id, active.render(ctx), ctx),
  ]);
  const shown = actions.filter((a) => a !== null);
  const drawnWidgets = drawn(widgets);
  const drawnNotices = drawn(notices);
  return (
    <DashboardShell
      title={title}
      personName={actor.name}
      role={actor.role}
      profileHref={tabs.some((t) => t.id === "profile") ? `${path}?tab=profile` : null}
      tabs={tabLinks(path, row)}
      activeTab={top.id}
      {...(section.length > 0 ? { section: { label: top.label, tabs: tabLinks(path, sectionRow), active: active.id } } : {})}
      {...(shown.length > 0 ? { actions: shown } : {})}
      {...(drawnWidgets.length > 0 ? { widgets: drawnWidgets } : {})}
      {...(drawnNotices.length > 0 ? { notices: drawnNotices } : {})}
    >
      {content}
    </DashboardShell>
  );
}
