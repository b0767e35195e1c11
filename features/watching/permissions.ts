import { EVERYONE, type Rule } from "@/lib/auth/permissions";

/** Watching: progress, history, overview and who watched. */
export const watchingPermissions = {
  /** Save one's own progress on a video; read one's own history, overview and recommendations. */
  "watched.record": { roles: EVERYONE },
  "watched.readOwn": { roles: EVERYONE },
  /** Who watched a video: staff, and instructors for their own videos (checked by the service). */
  "watched.listViewers": { roles: ["instructor", "admin", "superadmin"], tab: "content" },
} satisfies Record<string, Rule>;
