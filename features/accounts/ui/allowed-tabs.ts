import { adminTabs } from "@/registry/admin-tabs";

/**
 * An admin's allowed tabs as the dashboard names them, in the dashboard's order
 * ("Approval Requests, Content"); none set means every tab. An id the dashboard no longer has
 * is shown as it is stored, last, rather than hidden.
 */
export function allowedTabNames(allowedTabs: readonly string[]): string {
  if (allowedTabs.length === 0) return "All tabs";
  const known = adminTabs.filter((tab) => allowedTabs.includes(tab.id)).map((tab) => tab.label);
  const unknown = allowedTabs.filter((id) => !adminTabs.some((tab) => tab.id === id));
  return [...known, ...unknown].join(", ");
}

/** The boxes the dialog ticks: the tabs the admin may open, so every box when none is set (no restriction). */
export function tickedTabs(allowedTabs: readonly string[]): string[] {
  if (allowedTabs.length === 0) return adminTabs.map((tab) => tab.id);
  return adminTabs.filter((tab) => allowedTabs.includes(tab.id)).map((tab) => tab.id);
}

/**
 * What the dialog saves for the ticked boxes, in the dashboard's order: every box ticked is no
 * restriction (an empty list, so a tab added later is open to this admin too); none ticked cannot
 * be saved (an admin without a tab could do nothing), so it answers null.
 */
export function tabsToSave(ticked: readonly string[]): string[] | null {
  const ids = adminTabs.map((tab) => tab.id).filter((id) => ticked.includes(id));
  if (ids.length === 0) return null;
  return ids.length === adminTabs.length ? [] : ids;
}

/** "3 of 7 tabs", beside an admin's name: how many tabs the admin may open. */
export function allowedTabCount(allowedTabs: readonly string[]): string {
  return `${tickedTabs(allowedTabs).length} of ${adminTabs.length} tabs`;
}
