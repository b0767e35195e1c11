import { STAFF, type Rule } from "@/lib/auth/permissions";

/** School class tags on videos. */
export const schoolTagsPermissions = {
  /** A school's own class tags on videos (the school is the signed-in account). */
  "schoolTags.read": { roles: ["school"] },
  "schoolTags.write": { roles: ["school"] },
  /** Staff reading a given school's class tags (video/withSchoolTags?schoolId=). */
  "schoolTags.readAny": { roles: STAFF, tab: "content" },
} satisfies Record<string, Rule>;
