import { EVERYONE, STAFF, type Rule } from "@/lib/auth/permissions";

/**
 * Privacy: every person erases their own account (a pending one too: a sign-up they regret), and
 * staff erase one at a person's or a parent's request from User Management. Anyone signed in asks
 * for and downloads the export of what the site holds about them, an account awaiting approval
 * too (its application is data); no admin tab: it is their own Profile's.
 */
export const privacyPermissions = {
  "account.eraseOwn": { roles: EVERYONE, allowPending: true },
  "users.erase": { roles: STAFF, tab: "user-management" },
  "dataExport.request": { roles: EVERYONE, allowPending: true },
  // Their own acceptance of the privacy notice, asked for on the dashboard when it changes.
  "privacyNotice.accept": { roles: EVERYONE, allowPending: true },
} satisfies Record<string, Rule>;
