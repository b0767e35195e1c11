import type { AdminTab } from "@/lib/auth/tabs";

/** Its admin tab, the Video Settings above its panel included (registry/admin-tabs.ts): what an admin's allowed tabs may list. */
export const invoicesAdminTabs: readonly AdminTab[] = [{ id: "invoice-approvals", label: "Invoice Approval" }];
