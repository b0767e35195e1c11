import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { env } from "@/lib/config/env";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { NotFoundError, UnauthorizedError } from "@/lib/errors";

/**
 * Prometheus metrics of this instance (prom-client), read at GET /api/metrics with
 * `Authorization: Bearer $METRICS_TOKEN`. Each instance counts its own requests in memory and
 * answers its own numbers: Prometheus scrapes every instance and sums them (`sum by (route)`).
 * What the database knows (the outbox, the scheduled jobs) is read from it at each scrape, so
 * every instance answers the same figures there (take `max`).
 */
type Metrics = {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  duration: Histogram<"method" | "route" | "status">;
  outboxPending: Gauge;
  outboxDue: Gauge;
  outboxFailed: Gauge;
  outboxOldestAge: Gauge;
  jobLag: Gauge<"job">;
  jobLastRunAge: Gauge<"job">;
  jobFailing: Gauge<"job">;
};

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "API requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      registers,
    }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an API request, by method, route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    outboxPending: new Gauge({ name: "outbox_pending_rows", help: "Outbox rows not yet done and not given up", registers }),
    outboxDue: new Gauge({ name: "outbox_due_rows", help: "Pending outbox rows whose time has come (waiting for a drain)", registers }),
    outboxFailed: new Gauge({ name: "outbox_failed_rows", help: "Outbox rows given up after every attempt (kept for a look)", registers }),
    outboxOldestAge: new Gauge({
      name: "outbox_oldest_pending_age_seconds",
      help: "Age of the oldest pending outbox row (0 when none)",
      registers,
    }),
    jobLag: new Gauge({
      name: "scheduled_job_lag_seconds",
      help: "How long a scheduled job is overdue: time since its last start minus its interval (0 when on time)",
      labelNames: ["job"],
      registers,
    }),
    jobLastRunAge: new Gauge({
      name: "scheduled_job_last_finished_age_seconds",
      help: "Time since a job's last run finished",
      labelNames: ["job"],
      registers,
    }),
    jobFailing: new Gauge({ name: "scheduled_job_failing", help: "1 when a job's last run failed", labelNames: ["job"], registers }),
  };
}

/** One set per process, on globalThis: Next bundles each route apart, and each bundle must count into the same registry. */
const holder = globalThis as typeof globalThis & { __mmfMetrics?: Metrics };
export const metrics = (): Metrics => (holder.__mmfMetrics ??= create());

/**
 * The route's pattern as its folders spell it (/api/v1/video/[id]), from the path and its
 * params: a label per route, never per URL (an id in a label would make a series per record).
 */
export function routePattern(pathname: string, params: Record<string, string | string[] | undefined> | undefined): string {
  // Next gives a route without dynamic segments no params at all.
  params ??= {};
  const segments = pathname.split("/");
  const decoded = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  for (const [name, value] of Object.entries(params)) {
    if (!Array.isArray(value)) continue;
    // A catch-all takes the path's last segments.
    segments.splice(segments.length - value.length, value.length, `[...${name}]`);
  }
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== "string") continue;
    const at = segments.findLastIndex((segment) => decoded(segment) === value);
    if (at > 0) segments[at] = `[${name}]`;
  }
  return segments.join("/");
}

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  const { requests, duration } = metrics();
  requests.inc(labels);
  duration.observe(labels, seconds);
}

export type JobSchedule = { name: string; everyMs: number };

/** Reads the outbox and the scheduled jobs' runs into their gauges: one query each, at scrape time. */
export async function refreshDatabaseGauges(jobs: readonly JobSchedule[], db?: DbOrTx): Promise<void> {
  const database = db ?? (await getDb());
  const m = metrics();
  const [outbox] = rowsOf<{ pending: number; due: number; failed: number; oldest: number | null }>(
    await database.execute(sql`
      SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS pending,
             count(*) FILTER (WHERE failed_at IS NULL AND run_after <= now())::int AS due,
             count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
             extract(epoch FROM now() - min(created_at) FILTER (WHERE failed_at IS NULL))::float AS oldest
      FROM outbox`),
  );
  m.outboxPending.set(outbox?.pending ?? 0);
  m.outboxDue.set(outbox?.due ?? 0);
  m.outboxFailed.set(outbox?.failed ?? 0);
  m.outboxOldestAge.set(Math.max(0, Number(outbox?.oldest ?? 0)));

  const runs = rowsOf<{ name: string; since_start: number | null; since_finish: number | null; failing: boolean }>(
    await database.execute(sql`
      SELECT name,
             extract(epoch FROM now() - last_started_at)::float AS since_start,
             extract(epoch FROM now() - last_finished_at)::float AS since_finish,
             last_error IS NOT NULL AS failing
      FROM scheduled_job_runs`),
  );
  m.jobLag.reset();
  m.jobLastRunAge.reset();
  m.jobFailing.reset();
  for (const job of jobs) {
    const run = runs.find((r) => r.name === job.name);
    // A job never started has no lag to tell yet (a server runs the first tick 5 s after its start).
    if (!run || run.since_start === null) continue;
    m.jobLag.set({ job: job.name }, Math.max(0, Number(run.since_start) - job.everyMs / 1000));
    if (run.since_finish !== null) m.jobLastRunAge.set({ job: job.name }, Number(run.since_finish));
    m.jobFailing.set({ job: job.name }, run.failing ? 1 : 0);
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The metrics route's check: `Authorization: Bearer $METRICS_TOKEN`, compared in constant time.
 * Without METRICS_TOKEN the route does not exist (404): nothing tells a visitor there is
 * something to guess. A missing or wrong token is 401.
 */
export function assertMetricsRequest(req: Request): void {
  const token = env().metricsToken;
  if (!token) throw new NotFoundError();
  const header = req.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!given || !timingSafeEqual(digest(given), digest(token))) throw new UnauthorizedError("A valid metrics token is required.");
}
