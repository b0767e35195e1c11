import { STAFF, type Rule } from "@/lib/auth/permissions";

/**
 * Chat (features/chat/README.md): staff with instructors and schools. Who may talk to whom is
 * decided per pair by server/rules.ts; this row says who is part of chat at all. No admin tab:
 * chat is not a tab, so an admin limited by allowedTabs keeps it. Approved accounts only.
 */
export const chatPermissions = {
  "chat.use": { roles: ["instructor", "school", ...STAFF] },
} satisfies Record<string, Rule>;
