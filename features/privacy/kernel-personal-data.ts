import { and, eq, ne, or, sql } from "drizzle-orm";
import { auditLog, outbox, rateLimitHits, realtimeConnections, sessions, uploads } from "@/lib/db/schema";
import { REMOVED_ACTOR } from "@/lib/audit/audit";
import { without, type PersonalData } from "@/lib/privacy/personal-data";
import { uploadKeys } from "@/lib/uploads";

/**
 * What the kernel's own tables hold about a person: sign-in sessions, rate-limit records (keyed
 * by e-mail or account), the audit log, mail waiting in the outbox, live connections and upload
 * records. Erasure deletes or anonymises them; the audit log keeps what was done, without who.
 */
export const kernelPersonalData: PersonalData = {
  tables: ["sessions", "rate_limit_hits", "audit_log", "outbox", "realtime_connections", "uploads"],
  export: [
    {
      file: "sign-ins.json",
      describes: "Your sign-ins: the browser or app, when each started, was last used, ends or was ended.",
      records: async (db, person) => {
        const rows = await db.select().from(sessions).where(eq(sessions.userId, person.id));
        return rows.map((session) => without(session, "id"));
      },
    },
    {
      file: "audit-log.json",
      describes: "The entries of our audit log about your account, or of what you did as a member of staff.",
      records: (db, person) =>
        db
          .select()
          .from(auditLog)
          .where(or(eq(auditLog.actorId, person.id), eq(auditLog.targetId, person.id))),
    },
  ],
  async erase(tx, person) {
    await tx.delete(sessions).where(eq(sessions.userId, person.id));
    await tx.delete(realtimeConnections).where(eq(realtimeConnections.userId, person.id));
    await tx
      .delete(rateLimitHits)
      .where(or(sql`${rateLimitHits.key} LIKE ${`%:${person.email}`}`, sql`${rateLimitHits.key} LIKE ${`%:${person.id}`}`));
    await tx.update(auditLog).set({ actorId: null, actorEmail: REMOVED_ACTOR }).where(eq(auditLog.actorId, person.id));
    // Details that name them (an account's e-mail in an approval, say) go; what was done stays.
    await tx
      .update(auditLog)
      .set({ details: {} })
      .where(or(sql`${auditLog.details}::text ILIKE ${`%${person.email}%`}`, sql`${auditLog.details}::text LIKE ${`%"${person.name}"%`}`));
    await tx.delete(outbox).where(sql`${outbox.payload}->>'to' = ${person.email}`);
    const unfinished = await tx
      .delete(uploads)
      .where(and(eq(uploads.uploadedBy, person.id), ne(uploads.status, "confirmed")))
      .returning();
    await tx.update(uploads).set({ uploadedBy: null }).where(eq(uploads.uploadedBy, person.id));
    return unfinished.flatMap(uploadKeys);
  },
};
