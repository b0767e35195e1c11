import { EVERYONE, STAFF, type Rule } from "@/lib/auth/permissions";

/**
 * Privacy: every person erases their own account (a pending one too: a sign-up they regret), and
 * staff erase one at a person's or a parent's request from User Management.
 */
export const privacyPermissions = {
  "account.eraseOwn": { roles: EVERYONE, allowPending: true },
  "users.erase": { roles: STAFF, tab: "user-management" },
} satisfies Record<string, Rule>;
