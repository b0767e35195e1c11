import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of videos (admin decisions and edits, deletion, restore, purge). */
export type VideoAuditAction =
  | "video.approve"
  | "video.reject"
  | "video.rank"
  | "video.price"
  | "video.recommend"
  | "video.tags"
  | "video.update"
  | "video.delete"
  | "video.restore"
  | "video.purge";

export const auditVideo = auditLogger<VideoAuditAction>("video");
