import type { AdminTab } from "@/lib/auth/tabs";

/** Its admin tabs (registry/admin-tabs.ts): what an admin's allowed tabs may list. */
export const accountsAdminTabs: readonly AdminTab[] = [
  { id: "user-management", label: "User Management" },
  { id: "approval-requests", label: "Approval Requests" },
];
