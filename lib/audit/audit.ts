import "server-only";
import { desc } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";

export type AuditAction =
  | "user.approve"
  | "user.reject"
  | "user.delete"
  | "user.create"
  | "user.setAllowedTabs"
  | "user.updateProfile"
  | "video.approve"
  | "video.reject"
  | "video.status"
  | "video.rank"
  | "video.price"
  | "video.recommend"
  | "video.tags"
  | "video.update"
  | "video.delete"
  | "video.restore"
  | "video.purge";

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
