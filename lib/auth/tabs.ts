/**
 * An admin tab: one feature's tab of the staff dashboards, which an admin's allowed tabs may list.
 * Each feature declares its own (features/<domain>/admin-tabs.ts) and registry/admin-tabs.ts lists
 * them in the dashboards' order: the kernel keeps only their shape and the rule that reads them.
 */
export type AdminTab = {
  /** The dashboard tab's id (`?tab=`), as the spec names it. */
  id: string;
  /** Its label, in the superadmin's Allowed Tabs dialog as on the tab row. */
  label: string;
  /** Other spellings accepted for it, stored as `id`. */
  aliases?: readonly string[];
};

/** An admin tab's id: one of registry/admin-tabs.ts (its test checks every one a feature names). */
export type AdminTabId = AdminTab["id"];

/**
 * Whether a person's allowed tabs let them use admin tab `tab`: an admin's list limits them (every
 * tab when it is empty); a superadmin, or any other role, is never limited by it.
 */
export function allowsAdminTab(role: string, allowedTabs: readonly string[], tab: AdminTabId): boolean {
  return role !== "admin" || allowedTabs.length === 0 || allowedTabs.includes(tab);
}
