import { desc } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";

/** `domain.verb`. Each feature lists its own actions in its `audit.ts` (see auditLog below). */
export type AuditAction = `${string}.${string}`;

/** The actor of what the site does by itself (a scheduled job), recorded with no account. */
export const SYSTEM = "system";

/** Writes one audit row; call it inside the same transaction as the change it records. */
export async function recordAudit(
  db: DbOrTx,
  actor: Actor | typeof SYSTEM,
  action: AuditAction,
  target: { type: string; id: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor === SYSTEM ? null : actor.id,
    actorEmail: actor === SYSTEM ? SYSTEM : actor.email,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}

export async function listAudit(db: DbOrTx, limit = 50) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}

/**
 * A feature's audit writer: its own action names (checked by the compiler) and target type.
 * `features/<domain>/audit.ts` makes one; services call it inside the transaction of the change.
 */
export function auditLogger<A extends AuditAction>(targetType: string) {
  return (db: DbOrTx, actor: Actor | typeof SYSTEM, action: A, targetId: string, details: Record<string, unknown> = {}) =>
    recordAudit(db, actor, action, { type: targetType, id: targetId }, details);
}
