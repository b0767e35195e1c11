import { STAFF, type Rule } from "@/lib/auth/permissions";

/**
 * Staff choose how they hear of the work waiting for them (features/staff-notifications). No admin
 * tab: it is their own Profile's setting; what a limited admin is told of follows their allowed tabs.
 */
export const staffNotificationPermissions = {
  "staffNotices.choose": { roles: STAFF },
} satisfies Record<string, Rule>;
