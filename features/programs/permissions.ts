import { STAFF, type Rule } from "@/lib/auth/permissions";

/** Program requests: a school asks for one of the foundation's programs; staff approve or reject it. */
export const programPermissions = {
  /** A school's own requests: file one, list its own (the school is the signed-in account). */
  "program.request": { roles: ["school"] },
  /** Every pending request, and the decision on one (the Manage Program tab; admins with allowed tabs need `manage-programs`). */
  "program.review": { roles: STAFF, tab: "manage-programs" },
} satisfies Record<string, Rule>;
