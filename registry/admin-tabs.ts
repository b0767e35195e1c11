import { accountsAdminTabs } from "@/features/accounts/admin-tabs";
import { donationsAdminTabs } from "@/features/donations/admin-tabs";
import { galleryAdminTabs } from "@/features/gallery/admin-tabs";
import { invoicesAdminTabs } from "@/features/invoices/admin-tabs";
import { programsAdminTabs } from "@/features/programs/admin-tabs";
import { videosAdminTabs } from "@/features/videos/admin-tabs";
import type { AdminTab, AdminTabId } from "@/lib/auth/tabs";

/**
 * The admin tabs, one line per feature (its admin-tabs.ts), in the staff dashboards' order: what
 * an admin's allowed tabs may list. Only data: the Allowed Tabs dialog reads it in the browser.
 */
export const adminTabs: readonly AdminTab[] = [
  ...accountsAdminTabs,
  ...videosAdminTabs,
  ...donationsAdminTabs,
  ...galleryAdminTabs,
  ...programsAdminTabs,
  ...invoicesAdminTabs,
];

export const adminTabIds: readonly AdminTabId[] = adminTabs.map((t) => t.id);

/** The id a tab is stored as: its own for another spelling of it (`manage-program`), else as given. */
export function normaliseTabId(id: string): string {
  return adminTabs.find((t) => t.aliases?.includes(id))?.id ?? id;
}

export function isAdminTabId(id: string): boolean {
  return adminTabIds.includes(id);
}
