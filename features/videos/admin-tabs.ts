import type { AdminTab } from "@/lib/auth/tabs";

/** Its admin tab, Content, the library's sub-tab within it included (registry/admin-tabs.ts): what an admin's allowed tabs may list. */
export const videosAdminTabs: readonly AdminTab[] = [{ id: "content", label: "Content" }];
