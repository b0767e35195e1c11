import { STAFF, type Rule } from "@/lib/auth/permissions";

/**
 * The school gallery. Ownership (a school touches only its own photos and its own bin) is
 * checked by the services against the stored record; everyone, guests included, sees approved
 * photos through the public list, which needs no permission.
 */
export const galleryPermissions = {
  /** Upload a photo (it waits for review). */
  "gallery.upload": { roles: ["school"] },
  /** A school's own photos: list them in every status, edit (back to review), delete to the bin. */
  "gallery.manageOwn": { roles: ["school"] },
  /** Review: the pending and reviewed lists, approve, reject, edit or delete any photo (Gallery Approvals). */
  "gallery.moderate": { roles: STAFF, tab: "gallery-approvals" },
  /** The gallery recycle bin: a school its own deleted photos, staff every school's. */
  "gallery.recycleBin": { roles: ["school", ...STAFF], tab: "gallery-approvals" },
} satisfies Record<string, Rule>;
