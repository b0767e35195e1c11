import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduledJobRuns } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { requirePostgres } from "@/test/postgres";
import { runDueJobs, type ScheduledJob } from "./scheduler";
import { captureLogs } from "@/test/logs";

// Several instances at once prove nothing on PGlite, which runs one transaction at a time (DESIGN.md 8).
await requirePostgres();

const HOUR = 60 * 60_000;

function counting(name: string, everyMs: number, work: () => Promise<void> = async () => {}): ScheduledJob & { runs: () => number } {
  let runs = 0;
  return {
    name,
    everyMs,
    run: async () => {
      runs += 1;
      await work();
    },
    runs: () => runs,
  };
}

async function record(name: string) {
  const db = await getDb();
  const [row] = await db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, name));
  return row;
}

beforeEach(async () => {
  const db = await getDb();
  await db.delete(scheduledJobRuns);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("runDueJobs", () => {
  it("runs a job when due, records the run, and waits its interval before the next", async () => {
    const job = counting("test.hourly", HOUR);
    expect(await runDueJobs([job])).toEqual([{ name: "test.hourly", ran: true }]);
    const row = await record("test.hourly");
    expect(row?.lastStartedAt).toBeInstanceOf(Date);
    expect(row?.lastFinishedAt).toBeInstanceOf(Date);
    expect(row?.lockedUntil).toBeNull();

    expect(await runDueJobs([job])).toEqual([{ name: "test.hourly", ran: false }]);
    expect(job.runs()).toBe(1);

    const db = await getDb();
    await db.update(scheduledJobRuns).set({ lastStartedAt: sql`now() - interval '61 minutes'` });
    expect(await runDueJobs([job])).toEqual([{ name: "test.hourly", ran: true }]);
    expect(job.runs()).toBe(2);
  });

  it("runs a job on every tick when its interval is 0", async () => {
    const job = counting("test.always", 0);
    await runDueJobs([job]);
    await runDueJobs([job]);
    expect(job.runs()).toBe(2);
  });

  it("lets one of several instances calling at once run a job, never two", async () => {
    // The run holds its lease until the three others have been turned away (a fixed sleep let a
    // slow instance arrive after the run and, with an interval of 0, rightly run it again).
    let turnedAway = 0;
    const job = counting("test.busy", 0, async () => {
      for (const until = Date.now() + 5_000; turnedAway < 3 && Date.now() < until;) await new Promise((r) => setTimeout(r, 10));
    });
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const outcome = await runDueJobs([job]);
        if (!outcome[0]?.ran) turnedAway += 1;
        return outcome;
      }),
    );
    expect(job.runs()).toBe(1);
    expect(outcomes.flat().filter((o) => o.ran)).toHaveLength(1);
  });

  it("takes over a job whose run died (lease expired), not one whose lease still runs", async () => {
    const job = counting("test.crashed", 0);
    const db = await getDb();
    await db
      .insert(scheduledJobRuns)
      .values({ name: "test.crashed", lastStartedAt: sql`now()`, lockedUntil: sql`now() + interval '5 minutes'` });
    expect(await runDueJobs([job])).toEqual([{ name: "test.crashed", ran: false }]);
    await db.update(scheduledJobRuns).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await runDueJobs([job])).toEqual([{ name: "test.crashed", ran: true }]);
  });

  it("logs and records a failing job, and still runs the others", async () => {
    const logs = captureLogs();
    const failing: ScheduledJob = {
      name: "test.failing",
      everyMs: 0,
      run: async () => {
        throw new Error("disk full");
      },
    };
    const after = counting("test.after", 0);
    expect(await runDueJobs([failing, after])).toEqual([
      { name: "test.failing", ran: true, error: "disk full" },
      { name: "test.after", ran: true },
    ]);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: "error", component: "jobs", job: "test.failing", msg: "job failed: disk full" }),
    );
    expect(await record("test.failing")).toMatchObject({ lastError: "disk full", lockedUntil: null });
    // The failure does not hold the job: the next tick runs it again.
    expect((await runDueJobs([failing]))[0]?.ran).toBe(true);
  });
});
