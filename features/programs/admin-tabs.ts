import type { AdminTab } from "@/lib/auth/tabs";

/**
 * Its admin tab (registry/admin-tabs.ts): what an admin's allowed tabs may list. The spec spells
 * it both ways; either is stored as `manage-programs`.
 */
export const programsAdminTabs: readonly AdminTab[] = [{ id: "manage-programs", label: "Manage Program", aliases: ["manage-program"] }];
