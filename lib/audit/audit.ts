import { desc, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
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

/** What an entry past its retention says of who acted: the action, its target and its time stay. */
export const REMOVED_ACTOR = "(removed)";

/**
 * Removes the personal fields of the entries older than `cutoff` (the job audit.anonymise-old,
 * daily, with AUDIT_RETENTION_DAYS): who acted (account and e-mail; the site's own jobs stay
 * "system") and the details, which may name people. In batches, so a first run over years of
 * entries holds no long lock; answers how many entries it changed.
 */
export async function anonymiseAuditBefore(db: DbOrTx, cutoff: Date, batch = 5000): Promise<number> {
  let changed = 0;
  for (;;) {
    const rows = await db.execute(sql`
      UPDATE ${auditLog}
      SET actor_id = NULL,
          actor_email = CASE WHEN actor_email = ${SYSTEM} THEN ${SYSTEM} ELSE ${REMOVED_ACTOR} END,
          details = '{}'::jsonb
      WHERE id IN (
        SELECT id FROM ${auditLog}
        WHERE created_at < ${cutoff.toISOString()}::timestamptz
          AND (actor_id IS NOT NULL OR actor_email NOT IN (${SYSTEM}, ${REMOVED_ACTOR}) OR details <> '{}'::jsonb)
        ORDER BY id
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`);
    const count = rowsOf(rows).length;
    changed += count;
    if (count < batch) return changed;
  }
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
