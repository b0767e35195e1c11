import type { AdminTab } from "@/lib/auth/tabs";

/** Its admin tab (registry/admin-tabs.ts): what an admin's allowed tabs may list. */
export const donationsAdminTabs: readonly AdminTab[] = [{ id: "donation-tracking", label: "Donation Tracking" }];
