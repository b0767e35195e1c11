import type { AdminTab } from "@/lib/auth/tabs";

/** Its admin tab (registry/admin-tabs.ts): what an admin's allowed tabs may list. */
export const galleryAdminTabs: readonly AdminTab[] = [{ id: "gallery-approvals", label: "Gallery Approvals" }];
