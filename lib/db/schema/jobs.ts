import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Work to do after a change commits (lib/jobs/outbox.ts): written in the same transaction as the
 * change, so it exists exactly when the change does. A row is deleted once its handler succeeds;
 * after too many failures it stays with failed_at set, for someone to look at.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Which handler runs it (`mail`, …). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    /** Runs started so far (counted when claimed, so a crash mid-run counts too). */
    attempts: integer("attempts").notNull().default(0),
    /** Not before this time: now for new rows, later after a failure (back-off) or while claimed. */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Set when it gave up: no further runs. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.runAfter)
      .where(sql`${t.failedAt} IS NULL`),
  ],
);

/**
 * One row per scheduled job (lib/jobs/scheduler.ts): when it last ran, and the lease of the run
 * in progress, so that of several instances (or a cron call and the in-process timer) one runs it.
 */
export const scheduledJobRuns = pgTable("scheduled_job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
  /** A run holds the job until then; a crashed run's lease simply expires. */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export type OutboxRow = typeof outbox.$inferSelect;
