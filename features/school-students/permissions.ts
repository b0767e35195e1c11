import type { Rule } from "@/lib/auth/permissions";

/** A school's own students and their practice. */
export const schoolStudentsPermissions = {
  /** Only the school itself: no other school, and no other role, reads a school's students' practice here. */
  "schoolStudents.read": { roles: ["school"] },
} satisfies Record<string, Rule>;
