import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { hashPassword } from "@/features/accounts/server/password";
import { BadRequestError } from "@/lib/errors";
import { consume, limits } from "@/lib/rate-limit/rate-limit";
import { RateLimitedError } from "@/lib/errors";
import { parseInput } from "@/lib/validate";
import { forgotPasswordSchema, resetPasswordSchema } from "@/features/accounts/schema";
import { enqueueMail } from "@/lib/jobs/mail";
import { enqueue } from "@/lib/jobs/outbox";
import { mails } from "../mails";
import type { RequestContext } from "./registration";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE = "If your email exists, a reset link has been sent.";
export const INVALID_RESET_TOKEN = "This reset link is invalid or has expired. Please ask for a new one.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The outbox kind that makes and mails a reset link after the response (registry/jobs.ts retries it). */
export const PASSWORD_RESET_JOB = "accounts.password-reset";
const resetJobPayload = z.strictObject({ email: z.string() });

/**
 * Sends a reset link when the e-mail belongs to an account. The answer never says whether it
 * does, and neither does the time it takes: known and unknown e-mails run the same statements
 * (the limits, then one outbox row), and the look-up, the token and the mail happen after the
 * response (`sendResetLink`). Requests from one address are limited (429); mails to one e-mail
 * are capped at 3 an hour without telling the caller, so nobody can flood an inbox, and nobody
 * can make someone else's reset request fail with a visible error either.
 */
export async function requestPasswordReset(input: unknown, ctx: RequestContext): Promise<{ message: string }> {
  const { email } = parseInput(forgotPasswordSchema, input);
  const db = await getDb();
  await consume(db, limits.forgotPasswordIp(ctx.ip), "Too many reset requests");
  try {
    await consume(db, limits.forgotPasswordEmail(email));
  } catch (error) {
    if (error instanceof RateLimitedError) return { message: FORGOT_PASSWORD_MESSAGE };
    throw error;
  }
  await db.transaction((tx) => enqueue(tx, PASSWORD_RESET_JOB, { email }, { [PASSWORD_RESET_JOB]: sendResetLink }));
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * The outbox job of a reset request: creates a single-use token (stored hashed) and mails the
 * link (the mail is its own outbox row, so a retry of the mail keeps the link). Does nothing
 * for an unknown or rejected e-mail.
 */
export async function sendResetLink(payload: unknown): Promise<void> {
  const { email } = resetJobPayload.parse(payload);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user || user.status === "rejected") return;
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await enqueueMail(tx, mails.passwordReset(user.email, user.name, `${env().siteUrl}/reset-password/${token}`));
  });
}

/**
 * Sets a new password with a reset token. The token works once and for one hour; success ends
 * every session and Bearer token of the user (their session version moves on).
 */
export async function resetPassword(token: string, input: unknown, ctx: RequestContext): Promise<{ message: string }> {
  const { password } = parseInput(resetPasswordSchema, input);
  if (!token || token.length > 200) throw new BadRequestError(INVALID_RESET_TOKEN);
  const db = await getDb();
  await consume(db, limits.resetPasswordIp(ctx.ip), "Too many reset attempts");
  // A cheap look-up first: a made-up token never costs an argon2 hash.
  const [candidate] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  if (!candidate) throw new BadRequestError(INVALID_RESET_TOKEN);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!claimed) throw new BadRequestError(INVALID_RESET_TOKEN);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, claimed.userId))
      .returning();
    if (!updated) throw new BadRequestError(INVALID_RESET_TOKEN);
    // Any other outstanding link of this user stops working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, updated.id), isNull(passwordResetTokens.usedAt)));
    await enqueueMail(tx, mails.passwordChanged(updated.email, updated.name));
  });
  return { message: "Password reset successful" };
}

/**
 * Deletes the reset links past their expiry (the job accounts.prune-reset-links, daily): used or
 * not, such a link can never be used again, and its row names the account it was for.
 */
export async function pruneResetTokens(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  return removed.length;
}
