import { EVERYONE, STAFF, type Rule } from "@/lib/auth/permissions";

/**
 * The library. Browsing published items needs no account (the services take a null actor);
 * playing one needs an approved account; staff (an admin with allowed tabs needs `content`)
 * manage it: upload, edit, publish, delete, and the library recycle bin.
 */
export const libraryPermissions = {
  /** Stream a published item (its `videoUrl`): any approved account. */
  "library.watch": { roles: EVERYONE },
  /** Every item, drafts too: upload, edit, replace files, delete to the bin. */
  "library.manage": { roles: STAFF, tab: "content" },
  /** Publish a draft (library/approveBook). */
  "library.approve": { roles: STAFF, tab: "content" },
  /** The library recycle bin: list, preview, restore, delete for good. */
  "library.recycleBin": { roles: STAFF, tab: "content" },
} satisfies Record<string, Rule>;
