import { auditLogger } from "@/lib/audit/audit";

/** What the audit log records of program requests: the staff decisions. */
export type ProgramAuditAction = "program.approve" | "program.reject";

export const auditProgram = auditLogger<ProgramAuditAction>("program_request");
