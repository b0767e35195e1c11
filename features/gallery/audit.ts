import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of gallery photos: review decisions, edits, deletion, restore and purge (by hand or after 30 days). */
export type GalleryAuditAction =
  "gallery.approve" | "gallery.reject" | "gallery.update" | "gallery.delete" | "gallery.restore" | "gallery.purge";

export const auditGallery = auditLogger<GalleryAuditAction>("gallery_image");
