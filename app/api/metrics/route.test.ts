import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { env } from "@/lib/config/env";
import { apiRoute } from "@/lib/http";
import { NotFoundError } from "@/lib/errors";
import { outbox, scheduledJobRuns } from "@/lib/db/schema";
import { callHandler, type Handler } from "@/test/api/request";
import { getDb, resetDb } from "@/test/db";
import { GET as metricsRoute } from "./route";

// The route takes no params; callHandler takes any route's.
const GET = metricsRoute as Handler;

const TOKEN = "metrics-token-0123456789abcdef";
function metricsToken(token: string | undefined): void {
  const config = env();
  const before = config.metricsToken;
  config.metricsToken = token;
  onTestFinished(() => {
    config.metricsToken = before;
  });
}
const scrape = (token?: string) => callHandler(GET, { method: "GET", route: "/api/metrics", token, binary: true });
const text = async (token = TOKEN) => {
  const result = await scrape(token);
  expect(result.status).toBe(200);
  return result.response.text();
};
/** The value of one series, as Prometheus would read it. */
const sample = (body: string, series: string) => {
  const line = body.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

beforeEach(resetDb);

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN, and wants the token when it is set", async () => {
    metricsToken(undefined);
    expect((await scrape(TOKEN)).status).toBe(404);
    metricsToken(TOKEN);
    expect((await scrape()).status).toBe(401);
    const wrong = await callHandler(GET, { method: "GET", route: "/api/metrics", token: `${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "A valid metrics token is required.", requestId: expect.any(String) });
    const right = await scrape(TOKEN);
    expect(right.status).toBe(200);
    expect(right.response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.response.headers.get("cache-control")).toBe("no-store");
  });

  it("counts API requests and their time by route pattern, never by URL", async () => {
    metricsToken(TOKEN);
    const lookup = apiRoute<{ id: string }>(async ({ params }) => {
      if (params.id !== "known") throw new NotFoundError();
      return { ok: true };
    });
    for (const id of ["3f0f5b1e-0001", "3f0f5b1e-0002", "known"]) {
      await callHandler(lookup as never, { method: "GET", route: "/api/v1/test-video/[id]", params: { id } });
    }
    const body = await text();
    const labels = (status: number) => `{method="GET",route="/api/v1/test-video/[id]",status="${status}"}`;
    expect(sample(body, `http_requests_total${labels(404)}`)).toBe(2);
    expect(sample(body, `http_requests_total${labels(200)}`)).toBe(1);
    expect(sample(body, `http_request_duration_seconds_count${labels(404)}`)).toBe(2);
    expect(body).not.toContain("3f0f5b1e-0001");
    // The process's own: memory, CPU, event loop.
    expect(body).toContain("process_resident_memory_bytes");
    expect(body).toContain("nodejs_eventloop_lag_seconds");
  });

  it("reads the outbox's depth, the age of its oldest pending row and each job's lag from the database at the scrape", async () => {
    metricsToken(TOKEN);
    const db = await getDb();
    let body = await text();
    expect(sample(body, "outbox_pending_rows")).toBe(0);
    expect(sample(body, "outbox_oldest_pending_age_seconds")).toBe(0);

    await db.insert(outbox).values([
      { kind: "mail", payload: {}, createdAt: sql`now() - interval '10 minutes'` },
      { kind: "mail", payload: {}, runAfter: sql`now() + interval '1 hour'` },
      { kind: "mail", payload: {}, failedAt: sql`now()`, createdAt: sql`now() - interval '2 days'` },
    ]);
    await db.insert(scheduledJobRuns).values([
      // Every 30 s at most (outbox.drain): started 5 minutes ago, so 5 minutes late.
      { name: "outbox.drain", lastStartedAt: sql`now() - interval '5 minutes'`, lastFinishedAt: sql`now() - interval '5 minutes'` },
      // Hourly: started 10 minutes ago, on time; its last run failed.
      {
        name: "rate-limit.prune",
        lastStartedAt: sql`now() - interval '10 minutes'`,
        lastFinishedAt: sql`now() - interval '9 minutes'`,
        lastError: "x",
      },
    ]);
    body = await text();
    expect(sample(body, "outbox_pending_rows")).toBe(2);
    expect(sample(body, "outbox_due_rows")).toBe(1);
    expect(sample(body, "outbox_failed_rows")).toBe(1);
    expect(sample(body, "outbox_oldest_pending_age_seconds")).toBeCloseTo(600, -1);
    expect(sample(body, 'scheduled_job_lag_seconds{job="outbox.drain"}')).toBeCloseTo(300, -1);
    expect(sample(body, 'scheduled_job_lag_seconds{job="rate-limit.prune"}')).toBe(0);
    expect(sample(body, 'scheduled_job_last_finished_age_seconds{job="rate-limit.prune"}')).toBeCloseTo(540, -1);
    expect(sample(body, 'scheduled_job_failing{job="rate-limit.prune"}')).toBe(1);
    expect(sample(body, 'scheduled_job_failing{job="outbox.drain"}')).toBe(0);
    // A job that never ran has no lag to tell yet.
    expect(body).not.toContain('scheduled_job_lag_seconds{job="sessions.prune"}');
  });
});
