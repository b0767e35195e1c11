import "server-only";
import { desc } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import type { Actor } from "@/lib/auth/actor-type";

export type AuditAction =
  | "user.approve"
  | "user.reject"
  | "user.delete"
  | "user.create"
  | "user.setAllowedTabs"
  | "user.updateProfile";

/** Writes one audit row; call it inside the same transaction as the change it records. */
export async function recordAudit(
  db: DbOrTx,
  actor: Actor,
  action: AuditAction,
  target: { type: string; id: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}

export async function listAudit(db: DbOrTx, limit = 50) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
