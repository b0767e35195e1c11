import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of the video settings: every change, with the values before and after. */
export type VideoSettingsAuditAction = "videoSettings.update";

export const auditVideoSettings = auditLogger<VideoSettingsAuditAction>("video_settings");
