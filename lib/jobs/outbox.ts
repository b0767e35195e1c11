import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { CDN_PURGE_JOB, purgeCdnTags } from "@/lib/cache/cdn-purge";
import { getDb, type Database, type DbOrTx, type Tx } from "@/lib/db/client";
import { outbox, type OutboxRow } from "@/lib/db/schema";
import { loggable } from "@/lib/loggable";
import { sendMail } from "@/lib/mail/mailer";
import { getStorage } from "@/lib/storage";
import { FAILED_OUTBOX_RETENTION_DAYS } from "@/lib/config/settings";
import { afterResponse } from "./after-response";
import { deleteObjects } from "@/lib/storage/delete";
import { logFor } from "@/lib/observability/log";

const log = logFor("jobs");

/**
 * The transactional outbox: work that must happen because a change committed (a mail today;
 * receipts, invoice PDFs later). The caller writes the row in the transaction of the change,
 * so the work exists exactly when the change does; a drain runs it afterwards and retries it
 * with back-off until it succeeds. A row is deleted on success. After MAX_ATTEMPTS failures it
 * stays in the table with failed_at set and is logged: nothing is dropped silently.
 *
 * Drains are safe on several instances at once: each claims a row with one
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, which pushes its run_after past
 * CLAIM_MS, so no other drain takes it while the handler runs (outside any transaction). A
 * drain claims one row at a time, just before running it: a claim never lapses while its row
 * waits behind slow sends in the same drain (ten rows claimed at once behind a hanging SMTP
 * server would each be claimed again, and sent twice). The claim's attempt number fences the
 * failure path: a drain whose claim has lapsed and been taken over does not reschedule the row
 * under the drain that holds it now. A drain that dies mid-run leaves its row to be retried once
 * the claim has passed: delivery is at least once, never zero times.
 */

/** Runs one row's work; throws to have it retried. */
export type OutboxHandler = (payload: unknown) => Promise<void>;
export type OutboxHandlers = Readonly<Record<string, OutboxHandler>>;

export const MAX_ATTEMPTS = 20;
/** How long a claimed row is left to its drain before another may take it (longer than an SMTP send can hang: lib/mail/mailer.ts). */
export const CLAIM_MS = 15 * 60_000;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at 1 h (20 attempts span about 13 hours). */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

const mailPayload = z.strictObject({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().min(3).optional(),
});
const deletePayload = z.strictObject({ keys: z.array(z.string()) });

/** The kind of the work that deletes stored objects once the records holding them are gone (lib/jobs/storage.ts). */
export const DELETE_OBJECTS_JOB = "storage.delete";

/** The kinds the kernel runs itself. Features add theirs in registry/jobs.ts. */
export const kernelOutboxHandlers: OutboxHandlers = {
  mail: async (payload) => sendMail(mailPayload.parse(payload)),
  [DELETE_OBJECTS_JOB]: async (payload) => deleteObjects(getStorage(), deletePayload.parse(payload).keys),
  [CDN_PURGE_JOB]: purgeCdnTags,
};

/**
 * Records work to run after the caller's transaction commits (nothing runs if it rolls back),
 * and asks for a drain once the response has been sent. A feature's own kind passes its
 * handler, so that drain runs it too (besides the kernel's); registry/jobs.ts retries it.
 * With `runAt`, not before then: the scheduled drain (every 30 s) takes it once it is due.
 */
export async function enqueue(
  tx: Tx,
  kind: string,
  payload: unknown,
  handlers: OutboxHandlers = {},
  options: { runAt?: Date } = {},
): Promise<void> {
  await tx.insert(outbox).values({ kind, payload, ...(options.runAt ? { runAfter: options.runAt } : {}) });
  if (!options.runAt) drainSoon({ ...kernelOutboxHandlers, ...handlers });
}

/**
 * Inside a request, the drain runs once the response is sent (./after-response.ts), by which time
 * the service's transaction has ended. Outside a request (scripts) a drain starts a second later;
 * tests deliver explicitly (test/mail.ts). Whatever these miss, the scheduled drain
 * (registry/jobs.ts) picks up.
 */
function drainSoon(handlers: OutboxHandlers): void {
  if (afterResponse(() => drainQuietly(handlers))) return;
  if (process.env.NODE_ENV === "test") return;
  setTimeout(() => void drainQuietly(handlers), 1000).unref();
}

async function drainQuietly(handlers: OutboxHandlers): Promise<void> {
  try {
    await drainOutbox({ handlers });
  } catch (error) {
    log.error({ err: error }, "outbox drain failed");
  }
}

/** Takes the next due row of the given kinds for this drain, if any (see the file comment). */
async function claim(db: Database, kinds: string[]): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.failedAt), lte(outbox.runAfter, sql`now()`), inArray(outbox.kind, kinds)))
    .orderBy(asc(outbox.runAfter), asc(outbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, runAfter: sql`now() + ${CLAIM_MS} * interval '1 millisecond'` })
    .where(inArray(outbox.id, due))
    .returning();
  return row;
}

/**
 * A failed attempt: retried after a back-off, or kept as failed after MAX_ATTEMPTS. Only while
 * this drain's claim still holds (the row's attempts are this claim's): "stale" when the claim
 * lapsed and another drain has taken the row since, which then settles it itself.
 */
async function settle(db: Database, row: OutboxRow, error: unknown): Promise<"failed" | "retry" | "stale"> {
  const message = loggable(error).slice(0, 2000);
  const ours = and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts));
  if (row.attempts >= MAX_ATTEMPTS) {
    const [failed] = await db
      .update(outbox)
      .set({ failedAt: sql`now()`, lastError: message })
      .where(ours)
      .returning({ id: outbox.id });
    if (!failed) return "stale";
    log.error(
      { kind: row.kind, outboxId: row.id, attempts: row.attempts },
      `outbox row gave up after ${row.attempts} attempts (kept in the outbox table): ${message}`,
    );
    return "failed";
  }
  const wait = backoffMs(row.attempts);
  const [retrying] = await db
    .update(outbox)
    .set({ runAfter: sql`now() + ${wait} * interval '1 millisecond'`, lastError: message })
    .where(ours)
    .returning({ id: outbox.id });
  if (!retrying) return "stale";
  log.warn(
    { kind: row.kind, outboxId: row.id, attempts: row.attempts },
    `outbox row attempt ${row.attempts} failed, retrying in ${Math.round(wait / 1000)} s: ${message}`,
  );
  return "retry";
}

export type DrainResult = { done: number; retrying: number; failed: number };

/**
 * Runs due rows, up to `limit`, claiming each just before it runs. Only the kinds in `handlers`
 * are taken: a drain never claims work it cannot run.
 */
export async function drainOutbox(options: { limit?: number; handlers?: OutboxHandlers } = {}): Promise<DrainResult> {
  const { limit = 100, handlers = kernelOutboxHandlers } = options;
  const kinds = Object.keys(handlers);
  const result: DrainResult = { done: 0, retrying: 0, failed: 0 };
  const db = await getDb();
  for (let left = limit; left > 0; left--) {
    const row = await claim(db, kinds);
    if (!row) break;
    try {
      await handlers[row.kind]!(row.payload);
      // Done, whoever holds the claim now: the work happened.
      await db.delete(outbox).where(eq(outbox.id, row.id));
      result.done += 1;
    } catch (error) {
      const outcome = await settle(db, row, error);
      if (outcome !== "stale") result[outcome === "failed" ? "failed" : "retrying"] += 1;
    }
  }
  return result;
}

/**
 * Deletes the rows that gave up more than FAILED_OUTBOX_RETENTION_DAYS ago (the job
 * outbox.prune-failed, daily). A row that succeeds is deleted at once.
 */
export async function pruneFailedOutbox(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FAILED_OUTBOX_RETENTION_DAYS * 24 * 60 * 60_000);
  const removed = await db.delete(outbox).where(lt(outbox.failedAt, cutoff)).returning({ id: outbox.id });
  return removed.length;
}
