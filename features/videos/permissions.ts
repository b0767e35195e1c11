import { STAFF, EVERYONE, type Rule } from "@/lib/auth/permissions";

/** Videos. Ownership (an instructor touches only their own) is checked by the services. */
export const videoPermissions = {
  /** Browse the approved catalogue: also guests, through the catalogue service (no actor needed). */
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
