import type { Role } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import type { Actor } from "@/lib/session/actor-type";
import type { AdminTabId } from "./tabs";
import { visibleAdminTabs } from "./tabs";

type Rule = {
  roles: readonly Role[];
  /** For admins with allowedTabs: the tab this data belongs to. */
  tab?: AdminTabId;
  /** Whether a pending (not yet approved) account may do it. Default: no. */
  allowPending?: boolean;
};

const STAFF = ["admin", "superadmin"] as const;
const EVERYONE = ["user", "instructor", "school", "admin", "superadmin"] as const;

/** The one permission table: `resource.action → roles`. Services check it; nothing else decides. */
export const permissions = {
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
  "school.listStudents": { roles: ["school", "admin", "superadmin"] },
  "instructor.viewProfile": { roles: EVERYONE },
  /** Save one's own progress on a video; read one's own history, overview and recommendations. */
  "watched.record": { roles: EVERYONE },
  "watched.readOwn": { roles: EVERYONE },
  /** Who watched a video: staff, and instructors for their own videos (checked by the service). */
  "watched.listViewers": { roles: ["instructor", "admin", "superadmin"], tab: "content" },
  /** A school's own class tags on videos (the school is the signed-in account). */
  "schoolTags.read": { roles: ["school"] },
  "schoolTags.write": { roles: ["school"] },
  /** Staff reading a given school's class tags (video/withSchoolTags?schoolId=). */
  "schoolTags.readAny": { roles: STAFF, tab: "content" },
  // Videos. Ownership (an instructor touches only their own) is checked by lib/server/videos.
  /** Browse the approved catalogue: also guests, through lib/server/videos (no actor needed). */
  "video.watch": { roles: EVERYONE },
  "video.upload": { roles: ["instructor", "admin", "superadmin"], tab: "content" },
  /** Own uploads: list in every status, edit (back to review), delete to the recycle bin. */
  "video.manageOwn": { roles: ["instructor", "admin", "superadmin"], tab: "content" },
  /** Any video in any status: rank, price, status, recommended, tags, edit, delete. */
  "video.manageAll": { roles: STAFF, tab: "content" },
  "video.moderate": { roles: STAFF, tab: "content" },
  /** The video recycle bin: an instructor's own deleted videos; staff every uploader's. */
  "video.recycleBin": { roles: ["instructor", "admin", "superadmin"], tab: "content" },
} satisfies Record<string, Rule>;

export type Permission = keyof typeof permissions;

export function can(actor: Actor | null, permission: Permission): boolean {
  if (!actor) return false;
  const rule: Rule = permissions[permission];
  if (!rule.roles.includes(actor.role)) return false;
  if (actor.status !== "approved" && !rule.allowPending) return false;
  if (rule.tab && actor.role === "admin" && !visibleAdminTabs(actor.role, actor.allowedTabs).includes(rule.tab)) {
    return false;
  }
  return true;
}

export function assertCan(actor: Actor | null, permission: Permission): asserts actor is Actor {
  if (!actor) throw new UnauthorizedError();
  if (!can(actor, permission)) {
    const rule: Rule = permissions[permission];
    if (actor.status !== "approved" && rule.roles.includes(actor.role)) {
      throw new ForbiddenError("Your account is awaiting approval.");
    }
    throw new ForbiddenError();
  }
}
