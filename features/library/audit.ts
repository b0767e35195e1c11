import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of the library: every change staff make, and the bin's purges (also the system's). */
export type LibraryAuditAction =
  "library.upload" | "library.update" | "library.approve" | "library.delete" | "library.restore" | "library.purge";

export const auditLibrary = auditLogger<LibraryAuditAction>("library_item");
