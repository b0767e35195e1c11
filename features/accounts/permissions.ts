import { STAFF, EVERYONE, type Rule } from "@/lib/auth/permissions";

/** Accounts: profiles, approval, user management, schools and their students. */
export const accountsPermissions = {
  "profile.read": { roles: EVERYONE, allowPending: true },
  "profile.update": { roles: EVERYONE, allowPending: true },
  "profile.updateOthers": { roles: STAFF, tab: "user-management" },
  "users.listApproved": { roles: STAFF, tab: "user-management" },
  "users.create": { roles: STAFF, tab: "user-management" },
  "users.delete": { roles: STAFF, tab: "user-management" },
  "users.listPending": { roles: STAFF, tab: "approval-requests" },
  "users.approve": { roles: STAFF, tab: "approval-requests" },
  "users.reject": { roles: STAFF, tab: "approval-requests" },
  "users.setAllowedTabs": { roles: ["superadmin"] },
  // Whether new general (student) accounts are approved at sign-up: the superadmin's Approval Requests tab.
  "accountSettings.manage": { roles: ["superadmin"] },
  // Names, e-mails and phones of students: for admins, the User Management tab's data.
  "school.listStudents": { roles: ["school", "admin", "superadmin"], tab: "user-management" },
  "instructor.viewProfile": { roles: EVERYONE },
} satisfies Record<string, Rule>;
