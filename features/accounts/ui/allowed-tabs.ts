import { ADMIN_TABS } from "@/lib/auth/tabs";

/**
 * An admin's allowed tabs as the dashboard names them, in the dashboard's order
 * ("Approval Requests, Content"); none set means every tab. An id the dashboard no longer has
 * is shown as it is stored, last, rather than hidden.
 */
export function allowedTabNames(allowedTabs: readonly string[]): string {
  if (allowedTabs.length === 0) return "All tabs";
  const known = ADMIN_TABS.filter((tab) => allowedTabs.includes(tab.id)).map((tab) => tab.label);
  const unknown = allowedTabs.filter((id) => !ADMIN_TABS.some((tab) => tab.id === id));
  return [...known, ...unknown].join(", ");
}
