import type { Role } from "@/lib/db/schema";

/**
 * Who may talk to whom (spec 02 §5 and §6, features/chat/README.md): staff (admins and
 * superadmins) with instructors and schools, and those only with staff. Students are not part of
 * chat; staff do not chat with staff, nor instructors and schools among themselves. The services
 * check every call and every channel against `mayMessage`; the contact lists come from `listedRoles`.
 */

export const CHAT_ROLES = ["instructor", "school", "admin", "superadmin"] as const satisfies readonly Role[];
type ChatRole = (typeof CHAT_ROLES)[number];

const STAFF_ROLES: readonly Role[] = ["admin", "superadmin"];
const FIELD_ROLES: readonly Role[] = ["instructor", "school"];

export const isChatRole = (role: Role): role is ChatRole => (CHAT_ROLES as readonly Role[]).includes(role);

/** Whether a person of role `from` may message, and read a conversation with, a person of role `to`. */
export function mayMessage(from: Role, to: Role): boolean {
  return (STAFF_ROLES.includes(from) && FIELD_ROLES.includes(to)) || (FIELD_ROLES.includes(from) && STAFF_ROLES.includes(to));
}

/**
 * The roles of the people in a person's contact list (spec 02 §6): an admin's list holds the
 * instructors and schools; an instructor's and a school's the admins and superadmins; the
 * superadmin's everyone but students and superadmins, so admins appear there too, dimmed
 * ("Not allowed to message": `mayMessage` is false for them).
 */
export function listedRoles(role: Role): readonly Role[] {
  switch (role) {
    case "admin":
      return FIELD_ROLES;
    case "superadmin":
      return ["admin", ...FIELD_ROLES];
    case "instructor":
    case "school":
      return STAFF_ROLES;
    default:
      return [];
  }
}

/** The roles whose contact lists show a person of `role`: who hears that they came online or went offline. */
export function listersOf(role: Role): Role[] {
  return CHAT_ROLES.filter((r) => listedRoles(r).includes(role));
}

export const STUDENTS_NOT_IN_CHAT = "Students are not part of chat.";
export const NOT_ALLOWED_LABEL = "Not allowed to message";

/** Why `from` may not message `to` (a refused pair), in the person's words. */
export function refusal(from: Role, to: Role): string {
  if (to === "user") return STUDENTS_NOT_IN_CHAT;
  if (STAFF_ROLES.includes(from)) return "Admins can message only instructors and schools.";
  return "Instructors and schools can message only the foundation's admins.";
}
