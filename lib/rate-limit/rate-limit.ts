import { eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { rateLimitHits } from "@/lib/db/schema";
import { RateLimitedError } from "@/lib/errors";

export type Limit = { key: string; max: number; windowMs: number };

/** Named limits, so every caller and test agrees on the numbers. */
export const limits = {
  loginFailures: (email: string): Limit => ({ key: `login-fail:${email}`, max: 5, windowMs: 15 * 60_000 }),
  /**
   * Sign-in failures from one client address (counted only behind a trusted proxy): one password
   * tried against many e-mails, which the per-e-mail limit never sees.
   */
  loginFailuresFromClient: (ip: string): Limit => ({ key: `login-fail-ip:${ip}`, max: 30, windowMs: 15 * 60_000 }),
  /** Sign-ups per client address an hour: `max` from REGISTRATIONS_PER_HOUR (a school's pupils may sign up behind one address). */
  registration: (ip: string, max = 10): Limit => ({ key: `register:${ip}`, max, windowMs: 60 * 60_000 }),
  forgotPasswordIp: (ip: string): Limit => ({ key: `forgot-ip:${ip}`, max: 10, windowMs: 60 * 60_000 }),
  forgotPasswordEmail: (email: string): Limit => ({ key: `forgot-email:${email}`, max: 3, windowMs: 60 * 60_000 }),
  resetPasswordIp: (ip: string): Limit => ({ key: `reset-ip:${ip}`, max: 20, windowMs: 60 * 60_000 }),
  contact: (ip: string): Limit => ({ key: `contact:${ip}`, max: 5, windowMs: 60 * 60_000 }),
  /** Donation checkouts started per client (a signed-in donor's account, else the network address). */
  donationCheckout: (client: string): Limit => ({ key: `donation-checkout:${client}`, max: 20, windowMs: 60 * 60_000 }),
  /** Presigned video uploads requested per user. */
  videoUpload: (userId: string): Limit => ({ key: `video-upload:${userId}`, max: 20, windowMs: 60 * 60_000 }),
  /** Chat messages sent per sender: a fast typist's pace, not a script's. */
  chatMessage: (userId: string): Limit => ({ key: `chat-message:${userId}`, max: 30, windowMs: 60_000 }),
  /** Typing signals per sender (the widget sends at most one every 2 seconds while typing). */
  chatTyping: (userId: string): Limit => ({ key: `chat-typing:${userId}`, max: 40, windowMs: 60_000 }),
};

/** The first key of the two-key advisory locks this module takes, so they never meet another module's locks. */
const LOCK_SPACE = 0x524c; // "RL"

function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * Takes one of the `max` slots of the key's window, or throws RateLimitedError (429) and counts
 * nothing. Atomic: the count and the insert run under a transaction-scoped advisory lock on the
 * key, so parallel requests for one key queue there and no more than `max` ever get a slot
 * (a count followed by a separate insert let 7 to 9 of 30 parallel logins through a limit of 5).
 */
export async function consume(db: DbOrTx, limit: Limit, what = "Too many attempts"): Promise<number> {
  const since = new Date(Date.now() - limit.windowMs);
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${limit.key}))`);
    const result = await tx.execute(sql`
      WITH recent AS (
        SELECT count(*)::int AS n, min(${rateLimitHits.createdAt}) AS oldest
        FROM ${rateLimitHits}
        WHERE ${rateLimitHits.key} = ${limit.key} AND ${rateLimitHits.createdAt} > ${since.toISOString()}::timestamptz
      ),
      taken AS (
        INSERT INTO ${rateLimitHits} ("key") SELECT ${limit.key} FROM recent WHERE recent.n < ${limit.max} RETURNING id
      )
      SELECT (SELECT id FROM taken) AS taken, recent.oldest FROM recent`);
    const [row] = rowsOf<{ taken: string | number | null; oldest: string | Date | null }>(result);
    if (!row) throw new Error("consume: the limit query returned no row");
    return row;
  });
  if (outcome.taken !== null) return Number(outcome.taken);
  const oldest = outcome.oldest ? new Date(outcome.oldest).getTime() : Date.now();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000));
  throw new RateLimitedError(`${what}. Please try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds);
}

/**
 * Gives back the slot `consume` took (its answer: the hit's id), for a request that turned out to
 * cost nothing. By id, not "the key's newest": two requests giving theirs back at once would
 * otherwise both remove the same row, and the other slot would stay taken for good.
 */
export async function refund(db: DbOrTx, hit: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hit));
}

/** Forgets every counted event of the key (a successful sign-in clears its failures). */
export async function clearHits(db: DbOrTx, limit: Limit): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, limit.key));
}

/** Removes rows older than a day; called opportunistically so the table stays small. */
export async function pruneHits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(Date.now() - 24 * 60 * 60_000)));
}
