import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { register } from "@/features/accounts/server/registration";
import { outbox, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { resetMailer } from "@/lib/mail/mailer";
import { countRows, getDb, resetDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { FAILED_OUTBOX_RETENTION_DAYS } from "@/lib/config/settings";
import { requirePostgres } from "@/test/postgres";
import { backoffMs, drainOutbox, enqueue, MAX_ATTEMPTS, pruneFailedOutbox, type OutboxHandler } from "./outbox";
import { enqueueMail } from "./mail";
import { captureLogs } from "@/test/logs";

// Concurrent drains prove nothing on PGlite, which runs one transaction at a time (DESIGN.md 8).
await requirePostgres();

const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: "Plain text.", html: "<p>Plain text.</p>" });

/** Makes every waiting row due now, as if its back-off had passed. */
async function fastForward(): Promise<void> {
  const db = await getDb();
  await db.update(outbox).set({ runAfter: sql`now() - interval '1 second'` });
}

async function rows() {
  const db = await getDb();
  return db.select().from(outbox).orderBy(outbox.id);
}

/** Points the mailer at a port where nothing listens until the returned function restores it. */
function mailServerDown(): () => void {
  const config = env();
  const smtpUrl = config.smtpUrl;
  config.smtpUrl = "smtp://127.0.0.1:1?ignoreTLS=true";
  resetMailer();
  return () => {
    config.smtpUrl = smtpUrl;
    resetMailer();
  };
}

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("enqueue", () => {
  it("writes nothing when the caller's transaction rolls back, so nothing is sent", async () => {
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail("nobody@example.org"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await countRows(outbox)).toBe(0);
    expect(await deliverOutbox()).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(mailbox.messages).toHaveLength(0);
  });

  it("sends a committed mail once, then deletes the row", async () => {
    const db = await getDb();
    await db.transaction((tx) => enqueueMail(tx, mail("someone@example.org")));
    expect(await deliverOutbox()).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(mailbox.only("someone@example.org").subject).toBe("Hello someone@example.org");
    expect(await countRows(outbox)).toBe(0);
    expect(await deliverOutbox()).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(mailbox.messages).toHaveLength(1);
  });
});

describe("drainOutbox", () => {
  it("retries a failing handler with back-off until it succeeds", async () => {
    const logs = captureLogs();
    const seen: unknown[] = [];
    let failures = 2;
    const flaky: OutboxHandler = async (payload) => {
      seen.push(payload);
      if (failures-- > 0) throw new Error("receiver busy");
    };
    const db = await getDb();
    await db.transaction((tx) => enqueue(tx, "flaky", { n: 1 }));

    expect(await drainOutbox({ handlers: { flaky } })).toEqual({ done: 0, retrying: 1, failed: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, lastError: "receiver busy", failedAt: null });
    const [{ wait } = { wait: 0 }] = await db
      .select({ wait: sql<number>`extract(epoch FROM ${outbox.runAfter} - now())::float` })
      .from(outbox);
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect(logs.messages("warn")).toContainEqual(expect.stringContaining("attempt 1 failed, retrying in 30 s: receiver busy"));

    // Not due yet: a drain leaves it alone.
    expect(await drainOutbox({ handlers: { flaky } })).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(seen).toHaveLength(1);

    await fastForward();
    expect(await drainOutbox({ handlers: { flaky } })).toEqual({ done: 0, retrying: 1, failed: 0 });
    [row] = await rows();
    expect(row?.attempts).toBe(2);
    expect(logs.messages("warn").at(-1)).toEqual(expect.stringContaining("attempt 2 failed, retrying in 60 s"));

    await fastForward();
    expect(await drainOutbox({ handlers: { flaky } })).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(await countRows(outbox)).toBe(0);
  });

  it("doubles the wait from 30 s up to an hour", () => {
    expect([1, 2, 3, 4, 7, 8, MAX_ATTEMPTS].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it("gives up after MAX_ATTEMPTS: the row stays, marked failed and logged, and is not run again", async () => {
    const logs = captureLogs();
    let calls = 0;
    const broken: OutboxHandler = async () => {
      calls += 1;
      throw new Error("always broken");
    };
    const db = await getDb();
    await db.transaction((tx) => enqueue(tx, "broken", {}));
    await db.update(outbox).set({ attempts: MAX_ATTEMPTS - 1 });

    expect(await drainOutbox({ handlers: { broken } })).toEqual({ done: 0, retrying: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: "always broken" });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(logs.messages("error")).toContainEqual(expect.stringContaining(`gave up after ${MAX_ATTEMPTS} attempts`));

    await fastForward();
    expect(await drainOutbox({ handlers: { broken } })).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(calls).toBe(1);
    expect(await countRows(outbox)).toBe(1);
  });

  it("leaves rows of kinds it has no handler for to a drain that has one", async () => {
    const db = await getDb();
    await db.transaction((tx) => enqueue(tx, "invoice.pdf", { invoice: 7 }));
    expect(await drainOutbox()).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ attempts: 0, kind: "invoice.pdf" });
  });

  it("never runs a row twice when several drains run at once (separate connections)", async () => {
    const total = 40;
    const db = await getDb();
    await db.transaction(async (tx) => {
      for (let n = 0; n < total; n++) await enqueue(tx, "count", { n });
    });
    const runs: number[] = [];
    const count: OutboxHandler = async (payload) => {
      // A little time in the handler, so the drains' claims interleave.
      await new Promise((resolve) => setTimeout(resolve, 2));
      runs.push((payload as { n: number }).n);
    };
    const results = await Promise.all(Array.from({ length: 4 }, () => drainOutbox({ handlers: { count } })));
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(total);
    // More than one drain took part: the claims really ran side by side.
    expect(results.filter((r) => r.done > 0).length).toBeGreaterThan(1);
    expect(runs.toSorted((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, n) => n));
    expect(await countRows(outbox)).toBe(0);
  });

  it("claims a row only when its turn comes: rows behind a hanging one are run by another drain, once each", async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      for (let n = 0; n < 4; n++) await enqueue(tx, "send", { n });
    });
    let release = () => {};
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const runs: number[] = [];
    const send: OutboxHandler = async (payload) => {
      const { n } = payload as { n: number };
      if (n === 0) await hanging; // an SMTP server that does not answer
      runs.push(n);
    };
    const first = drainOutbox({ handlers: { send } });
    await vi.waitFor(async () => expect((await rows()).filter((row) => row.attempts > 0)).toHaveLength(1));
    // The rows behind the hanging one are not held by its drain: a second drain sends them now.
    expect(await drainOutbox({ handlers: { send } })).toEqual({ done: 3, retrying: 0, failed: 0 });
    expect(runs).toEqual([1, 2, 3]);
    release();
    expect(await first).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(runs).toEqual([1, 2, 3, 0]);
    expect(await countRows(outbox)).toBe(0);
  });

  it("a drain whose claim lapsed and was taken over does not reschedule the row under its new drain", async () => {
    const logs = captureLogs();
    const db = await getDb();
    await db.transaction((tx) => enqueue(tx, "send", {}));
    let fail: (error: Error) => void = () => {};
    const stalled = new Promise<void>((_, reject) => (fail = reject));
    const first = drainOutbox({ handlers: { send: () => stalled } });
    await vi.waitFor(async () => expect((await rows())[0]?.attempts).toBe(1));
    // The first drain's claim lapses (as after CLAIM_MS) and a second drain takes the row.
    await fastForward();
    let finishSecond = () => {};
    const second = drainOutbox({ handlers: { send: () => new Promise<void>((resolve) => (finishSecond = resolve)) } });
    await vi.waitFor(async () => expect((await rows())[0]?.attempts).toBe(2));
    const claimedUntil = (await rows())[0]!.runAfter;
    // The first drain's send now fails: the row is the second drain's, and stays as it claimed it.
    fail(new Error("connection reset"));
    expect(await first).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ attempts: 2, runAfter: claimedUntil, lastError: null });
    expect(logs.messages("warn")).toEqual([]);
    finishSecond();
    expect(await second).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(await countRows(outbox)).toBe(0);
  });
});

describe("the mail server down for a minute", () => {
  it("a registration still succeeds, its mail waits in the outbox and is delivered exactly once when the server is back", async () => {
    const logs = captureLogs();
    const restore = mailServerDown();
    try {
      const created = await register(
        { name: "Asha Student", email: "asha@example.org", password: "a-long-password", confirmPassword: "a-long-password", role: "user" },
        { ip: "203.0.113.20" },
      );
      expect(created).toMatchObject({ email: "asha@example.org", status: "pending" });
      // The drain after the response, and a scheduled one: both find the server down.
      expect(await deliverOutbox()).toEqual({ done: 0, retrying: 1, failed: 0 });
      await fastForward();
      expect(await deliverOutbox()).toEqual({ done: 0, retrying: 1, failed: 0 });
    } finally {
      restore();
    }
    const db = await getDb();
    expect(await db.select({ email: users.email }).from(users).where(eq(users.email, "asha@example.org"))).toHaveLength(1);
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ kind: "mail", attempts: 2, failedAt: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    expect(logs.messages("warn")).toHaveLength(2);
    expect(mailbox.messages).toHaveLength(0);

    // Back up, but the retry is not due yet: nothing is sent early.
    expect(await deliverOutbox()).toEqual({ done: 0, retrying: 0, failed: 0 });
    await fastForward();
    expect(await deliverOutbox()).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(mailbox.only("asha@example.org").subject).toMatch(/welcome/i);
    expect(await deliverOutbox()).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(mailbox.messages).toHaveLength(1);
    expect(await countRows(outbox)).toBe(0);
  });
});

describe("pruneFailedOutbox", () => {
  it("deletes work that gave up more than the retention period ago, and nothing waiting or failed since", async () => {
    await resetDb();
    const db = await getDb();
    const day = 24 * 60 * 60_000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    await db.insert(outbox).values([
      { kind: "mail", payload: { to: "old@example.test" }, failedAt: ago(FAILED_OUTBOX_RETENTION_DAYS + 1) },
      { kind: "mail", payload: { to: "recent@example.test" }, failedAt: ago(FAILED_OUTBOX_RETENTION_DAYS - 1) },
      { kind: "mail", payload: { to: "waiting@example.test" }, createdAt: ago(400) },
    ]);
    expect(await pruneFailedOutbox(db)).toBe(1);
    const left = await db.select({ payload: outbox.payload }).from(outbox);
    expect(left.map((r) => (r.payload as { to: string }).to).sort()).toEqual(["recent@example.test", "waiting@example.test"]);
  });
});
