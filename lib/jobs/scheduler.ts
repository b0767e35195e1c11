import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { scheduledJobRuns } from "@/lib/db/schema";
import { loggable } from "@/lib/loggable";
import { logFor } from "@/lib/observability/log";

const log = logFor("jobs");

/**
 * A scheduled job: a plain async function, run at most once per `everyMs` across every instance
 * (0: on every tick). It must be safe to run twice (a run whose lease expired may overlap the
 * next one) and bounded, well within `leaseMs`.
 */
export type ScheduledJob = { name: string; everyMs: number; leaseMs?: number; run: () => Promise<unknown> };

export type JobOutcome = { name: string; ran: boolean; error?: string };

const DEFAULT_LEASE_MS = 10 * 60_000;

/**
 * Takes the job for this run, or answers false when it is not due or another instance holds it.
 * One conditional UPDATE on the job's row: of several instances (or the cron route and the
 * in-process timer) calling at once, PostgreSQL lets exactly one through. A lease rather than a
 * held advisory lock, because the embedded database (PGlite) runs one transaction at a time: a
 * transaction held open for the whole job would block the job's own queries.
 */
async function take(job: ScheduledJob): Promise<boolean> {
  const db = await getDb();
  await db.insert(scheduledJobRuns).values({ name: job.name }).onConflictDoNothing();
  const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
  const taken = await db
    .update(scheduledJobRuns)
    .set({ lastStartedAt: sql`now()`, lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(
      and(
        eq(scheduledJobRuns.name, job.name),
        or(isNull(scheduledJobRuns.lockedUntil), lte(scheduledJobRuns.lockedUntil, sql`now()`)),
        or(
          isNull(scheduledJobRuns.lastStartedAt),
          lte(scheduledJobRuns.lastStartedAt, sql`now() - ${job.everyMs} * interval '1 millisecond'`),
        ),
      ),
    )
    .returning({ name: scheduledJobRuns.name });
  return taken.length > 0;
}

async function release(name: string, error: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(scheduledJobRuns)
    .set({ lockedUntil: null, lastFinishedAt: sql`now()`, lastError: error })
    .where(eq(scheduledJobRuns.name, name));
}

/** Runs every due job, one after another; a failing job is logged and does not stop the others. */
export async function runDueJobs(jobs: readonly ScheduledJob[]): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    if (!(await take(job))) {
      outcomes.push({ name: job.name, ran: false });
      continue;
    }
    try {
      await job.run();
      await release(job.name, null);
      outcomes.push({ name: job.name, ran: true });
    } catch (error) {
      const message = loggable(error).slice(0, 2000);
      log.error({ job: job.name }, `job failed: ${message}`);
      await release(job.name, message);
      outcomes.push({ name: job.name, ran: true, error: message });
    }
  }
  return outcomes;
}

/**
 * The in-process runner of a long-lived server (instrumentation-node.ts): `tick` every
 * `intervalMs`, never two ticks at once, and never keeping the process alive on its own.
 */
export function startJobRunner(tick: () => Promise<unknown>, intervalMs = 30_000): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await tick();
    } catch (error) {
      log.error({ err: error }, "scheduled run failed");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), 5_000);
  const timer = setInterval(() => void run(), intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
