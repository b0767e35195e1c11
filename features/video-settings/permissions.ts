import { STAFF, type Rule } from "@/lib/auth/permissions";

/** The video settings: the price per video and the maximum video length. */
export const videoSettingsPermissions = {
  /**
   * Reading them (GET VideoSetting/getVideosetting): instructors, whose upload form checks the
   * maximum length and whose invoices use the price, and staff. Public in the earlier system;
   * nobody else has a use for an instructor's rate.
   */
  "videoSettings.read": { roles: ["instructor", ...STAFF] },
  /** Changing them: the Video Settings block of the Invoice Approval tab (an admin with allowed tabs needs `invoice-approvals`). */
  "videoSettings.manage": { roles: STAFF, tab: "invoice-approvals" },
} satisfies Record<string, Rule>;
