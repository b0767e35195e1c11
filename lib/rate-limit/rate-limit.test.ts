import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimitHits } from "@/lib/db/schema";
import { RateLimitedError } from "@/lib/errors";
import { countRows, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { requirePostgres } from "@/test/postgres";
import { clearHits, consume, limits, pruneHits, refund, type Limit } from "./rate-limit";

beforeEach(resetDb);

const limit: Limit = { key: "test:key", max: 3, windowMs: 10 * 60_000 };

async function age(key: string, msAgo: number) {
  const db = await getDb();
  await db
    .update(rateLimitHits)
    .set({ createdAt: new Date(Date.now() - msAgo) })
    .where(eq(rateLimitHits.key, key));
}

async function take(limit: Limit): Promise<void> {
  await consume(await getDb(), limit);
}

describe("rate limits", () => {
  it("lets `max` events through and refuses the next, counting in the database", async () => {
    const db = await getDb();
    for (let i = 0; i < 3; i++) await consume(db, limit);
    expect(await countRows(rateLimitHits)).toBe(3);
    const error = await rejection(consume(db, limit, "Too many tries"));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many tries. Please try again in 10 minutes.");
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(9 * 60);
    // A refused event is not counted.
    expect(await countRows(rateLimitHits)).toBe(3);
  });

  it("gives back the slot a refund names, and none of another key", async () => {
    const other = { ...limit, key: "test:other" };
    await take(other);
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await consume(await getDb(), limit));
    await refund(await getDb(), hits[1]!);
    expect((await (await getDb()).select().from(rateLimitHits).where(eq(rateLimitHits.key, limit.key))).map((row) => row.id)).toEqual([
      hits[0],
      hits[2],
    ]);
    await expect(take(limit)).resolves.toBeUndefined();
    await expect(take(limit)).rejects.toBeInstanceOf(RateLimitedError);
    const db = await getDb();
    expect(await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, other.key))).toHaveLength(1);
  });

  it("counts each key separately", async () => {
    for (let i = 0; i < 3; i++) await take(limit);
    await expect(take(limit)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(take({ ...limit, key: "test:other" })).resolves.toBeUndefined();
  });

  it("forgets events older than the window and tells the wait from the oldest one in it", async () => {
    for (let i = 0; i < 3; i++) await take(limit);
    await age(limit.key, 11 * 60_000);
    await expect(take(limit)).resolves.toBeUndefined();

    const waiting = { ...limit, key: "test:wait" };
    await take(waiting);
    await age(waiting.key, 9.5 * 60_000);
    await take(waiting);
    await take(waiting);
    const error = await rejection(take(waiting));
    expect((error as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(error.message).toBe("Too many attempts. Please try again in 1 minute.");
  });

  it("clears one key and prunes rows older than a day", async () => {
    await take(limit);
    await take({ ...limit, key: "test:old" });
    await take({ ...limit, key: "test:recent" });
    const db = await getDb();
    await clearHits(db, limit);
    expect(await countRows(rateLimitHits)).toBe(2);
    await age("test:old", 25 * 60 * 60_000);
    await pruneHits(db);
    const left = await db.select().from(rateLimitHits);
    expect(left.map((r) => r.key)).toEqual(["test:recent"]);
  });

  it("names the limits the services use", () => {
    expect(limits.loginFailures("a@b.org")).toEqual({ key: "login-fail:a@b.org", max: 5, windowMs: 15 * 60_000 });
    expect(limits.registration("1.2.3.4")).toMatchObject({ max: 10, windowMs: 60 * 60_000 });
    expect(limits.forgotPasswordEmail("a@b.org")).toMatchObject({ max: 3, windowMs: 60 * 60_000 });
    expect(limits.forgotPasswordIp("1.2.3.4").key).not.toBe(limits.registration("1.2.3.4").key);
  });
});

describe("rate limits under concurrency (real PostgreSQL)", () => {
  it("gives exactly `max` of 30 parallel requests a slot and refuses the rest", async () => {
    await requirePostgres();
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => take({ ...limit, max: 5 })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(refused).toHaveLength(25);
    for (const r of refused) expect(r.reason).toBeInstanceOf(RateLimitedError);
    expect(await countRows(rateLimitHits)).toBe(5);
  });

  it("gives back every slot when many requests that cost nothing refund at once", async () => {
    await requirePostgres();
    const db = await getDb();
    const key = { ...limit, max: 20 };
    const hits = await Promise.all(Array.from({ length: 10 }, () => consume(db, key)));
    expect(new Set(hits).size).toBe(10);
    // Sign-ins that succeeded at the same moment each give their slot back: none may stay taken.
    await Promise.all(hits.map((hit) => refund(db, hit)));
    expect(await countRows(rateLimitHits)).toBe(0);
  });
});
