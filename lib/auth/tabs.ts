/**
 * Admin dashboard tab ids, as the spec names them: what an admin's allowed tabs may list. Each
 * is exactly one feature's tab (features/<domain>/dashboard.tsx; registry/dashboard.test.ts).
 */
export const ADMIN_TABS = [
  { id: "user-management", label: "User Management" },
  { id: "approval-requests", label: "Approval Requests" },
  { id: "content", label: "Content" },
  { id: "donation-tracking", label: "Donation Tracking" },
  { id: "gallery-approvals", label: "Gallery Approvals" },
  { id: "manage-programs", label: "Manage Program" },
  { id: "invoice-approvals", label: "Invoice Approval" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];
export const ADMIN_TAB_IDS = ADMIN_TABS.map((t) => t.id) as AdminTabId[];

/** Both spellings of the program tab are accepted and stored as one. */
export function normaliseTabId(id: string): string {
  return id === "manage-program" ? "manage-programs" : id;
}

export function isAdminTabId(id: string): id is AdminTabId {
  return (ADMIN_TAB_IDS as string[]).includes(id);
}

/** The tabs an admin may see: all when the list is empty. Superadmins are never limited. */
export function visibleAdminTabs(role: string, allowedTabs: readonly string[]): AdminTabId[] {
  if (role !== "admin" || allowedTabs.length === 0) return ADMIN_TAB_IDS;
  return ADMIN_TAB_IDS.filter((id) => allowedTabs.includes(id));
}
