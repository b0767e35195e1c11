import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { rateLimitHits } from "@/lib/db/schema";
import { RateLimitedError } from "@/lib/errors";

export type Limit = { key: string; max: number; windowMs: number };

/** Named limits, so every caller and test agrees on the numbers. */
export const limits = {
  loginFailures: (email: string): Limit => ({ key: `login-fail:${email}`, max: 5, windowMs: 15 * 60_000 }),
  registration: (ip: string): Limit => ({ key: `register:${ip}`, max: 10, windowMs: 60 * 60_000 }),
  forgotPasswordIp: (ip: string): Limit => ({ key: `forgot-ip:${ip}`, max: 10, windowMs: 60 * 60_000 }),
  forgotPasswordEmail: (email: string): Limit => ({ key: `forgot-email:${email}`, max: 3, windowMs: 60 * 60_000 }),
  resetPasswordIp: (ip: string): Limit => ({ key: `reset-ip:${ip}`, max: 20, windowMs: 60 * 60_000 }),
  contact: (ip: string): Limit => ({ key: `contact:${ip}`, max: 5, windowMs: 60 * 60_000 }),
  /** Presigned video uploads requested per user. */
  videoUpload: (userId: string): Limit => ({ key: `video-upload:${userId}`, max: 20, windowMs: 60 * 60_000 }),
};

function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "1 minute" : `${minutes} minutes`;
}

/** Throws RateLimitedError if `max` events were already counted for the key within the window. */
export async function assertUnderLimit(db: DbOrTx, limit: Limit, what = "Too many attempts"): Promise<void> {
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${rateLimitHits.createdAt})` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, limit.key), gt(rateLimitHits.createdAt, since)));
  if (row && row.count >= limit.max) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000));
    throw new RateLimitedError(`${what}. Please try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

export async function recordHit(db: DbOrTx, limit: Limit): Promise<void> {
  await db.insert(rateLimitHits).values({ key: limit.key });
}

/** Counts the event and throws if it goes over the limit. */
export async function consume(db: DbOrTx, limit: Limit, what?: string): Promise<void> {
  await assertUnderLimit(db, limit, what);
  await recordHit(db, limit);
}

export async function clearHits(db: DbOrTx, limit: Limit): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, limit.key));
}

/** Removes rows older than a day; called opportunistically so the table stays small. */
export async function pruneHits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
}
