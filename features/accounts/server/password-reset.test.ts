import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { BadRequestError, InvalidError, RateLimitedError, UnauthorizedError } from "@/lib/errors";
import { TEST_PASSWORD, countRows, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { deliverOutbox } from "@/test/mail";
import { linksIn, mailbox } from "@/test/smtp";
import { authenticateWithPassword } from "./login";
import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_TOKEN, pruneResetTokens, requestPasswordReset, resetPassword } from "./password-reset";
import { UNTRUSTED_NETWORK } from "@/lib/http";

const ctx = { ip: "203.0.113.9" };
const NEW_PASSWORD = "a-brand-new-password";

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

/** Asks for a reset link for `email` and returns the token from the mailed link. */
async function tokenFor(email: string): Promise<string> {
  mailbox.clear();
  await requestPasswordReset({ email }, ctx);
  await deliverOutbox();
  const link = linksIn(mailbox.only(email)).find((l) => l.includes("/reset-password/"));
  expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{32,}$/);
  return link!.split("/reset-password/")[1]!;
}

describe("requestPasswordReset", () => {
  it("answers an unknown e-mail exactly like a known one and sends no mail", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    const unknown = await requestPasswordReset({ email: "unknown@example.org" }, ctx);
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(0);
    expect(await countRows(passwordResetTokens)).toBe(0);

    const known = await requestPasswordReset({ email: "Known@Example.org" }, ctx);
    expect(known).toEqual(unknown);
    expect(known).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await deliverOutbox();
    expect(mailbox.messages).toHaveLength(1);
  });

  it("does the same database work for a known and an unknown e-mail, and the token and mail after the response", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    // Every statement sent to PostgreSQL (node-postgres: the pool's clients run them all).
    async function statementsOf(email: string, ip: string) {
      const spy = vi.spyOn(pg.Client.prototype, "query");
      try {
        const answer = await requestPasswordReset({ email }, { ip });
        const texts = spy.mock.calls.map(([query]) => (typeof query === "string" ? query : (query as { text: string }).text));
        return { answer, texts };
      } finally {
        spy.mockRestore();
      }
    }
    const known = await statementsOf("known@example.org", "10.0.0.1");
    const unknown = await statementsOf("unknown@example.org", "10.0.0.2");
    expect(known.answer).toEqual(unknown.answer);
    expect(known.texts.length).toBeGreaterThan(0);
    expect(known.texts).toEqual(unknown.texts);
    // Nothing about the account was looked up or written before the answer.
    expect(await countRows(passwordResetTokens)).toBe(0);
    expect(known.texts.join("\n")).not.toMatch(/password_reset_tokens|"users"/);

    await deliverOutbox();
    expect(mailbox.messages.map((m) => m.to)).toEqual([["known@example.org"]]);
    expect(await countRows(passwordResetTokens)).toBe(1);
  });

  it("mails a /reset-password/<token> link and stores only the token's hash", async () => {
    const user = await createUser({ role: "instructor", email: "known@example.org" });
    const token = await tokenFor("known@example.org");
    expect(mailbox.only("known@example.org").subject).toMatch(/password/i);

    const db = await getDb();
    const rows = await db.select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(user.id);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    // The raw token appears nowhere in the database.
    const containing = await db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(sql`position(${token} in row_to_json(password_reset_tokens.*)::text) > 0`);
    expect(containing).toEqual([]);
    // (The same query finds the hash, so it would find the token if it were stored.)
    const findsHash = await db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(sql`position(${rows[0]!.tokenHash} in row_to_json(password_reset_tokens.*)::text) > 0`);
    expect(findsHash).toHaveLength(1);
    // The link is valid for one hour.
    const ttl = rows[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it("refuses a malformed e-mail with 422", async () => {
    await expect(requestPasswordReset({ email: "nope" }, ctx)).rejects.toBeInstanceOf(InvalidError);
  });

  it("sends at most 3 mails an hour to one e-mail, and answers the same after that", async () => {
    await createUser({ role: "user", email: "someone@example.org" });
    for (let i = 0; i < 5; i++) {
      await expect(requestPasswordReset({ email: "someone@example.org" }, { ip: `10.0.0.${i}` })).resolves.toEqual({
        message: FORGOT_PASSWORD_MESSAGE,
      });
    }
    await deliverOutbox();
    expect(mailbox.to("someone@example.org")).toHaveLength(3);
  });

  it("limits requests from one address to 10 an hour with a 429", async () => {
    for (let i = 0; i < 10; i++) await requestPasswordReset({ email: `n${i}@example.org` }, ctx);
    await expect(requestPasswordReset({ email: "n99@example.org" }, ctx)).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe("resetPassword", () => {
  it("limits reset attempts from one address to 20 an hour", async () => {
    for (let i = 0; i < 20; i++) {
      await expect(
        resetPassword(`made-up-token-${i}`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ctx),
      ).rejects.toBeInstanceOf(BadRequestError);
    }
    await expect(resetPassword("made-up-token", { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ctx)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it("sets the new password, ends old sessions and mails a confirmation", async () => {
    const user = await createUser({ role: "user", email: "known@example.org" });
    const token = await tokenFor("known@example.org");
    mailbox.clear();

    await expect(resetPassword(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ctx)).resolves.toEqual({
      message: "Password reset successful",
    });
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.sessionVersion).toBe(user.sessionVersion + 1);

    await expect(
      authenticateWithPassword({ email: "known@example.org", password: NEW_PASSWORD }, UNTRUSTED_NETWORK),
    ).resolves.toMatchObject({ id: user.id });
    const old = await rejection(authenticateWithPassword({ email: "known@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK));
    expect(old).toBeInstanceOf(UnauthorizedError);
    await deliverOutbox();
    expect(mailbox.only("known@example.org").subject).toMatch(/password/i);
  });

  it("works once only", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    const token = await tokenFor("known@example.org");
    await resetPassword(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ctx);
    const again = await rejection(resetPassword(token, { password: "yet-another-password", confirmPassword: "yet-another-password" }, ctx));
    expect(again).toBeInstanceOf(BadRequestError);
    expect(again.message).toBe(INVALID_RESET_TOKEN);
    await expect(authenticateWithPassword({ email: "known@example.org", password: NEW_PASSWORD }, UNTRUSTED_NETWORK)).resolves.toBeTruthy();
  });

  it("ends the user's other outstanding links too", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    const first = await tokenFor("known@example.org");
    const second = await tokenFor("known@example.org");
    expect(first).not.toBe(second);
    await resetPassword(second, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ctx);
    await expect(
      resetPassword(first, { password: "yet-another-password", confirmPassword: "yet-another-password" }, ctx),
    ).rejects.toBeInstanceOf(BadRequestError);
  });

  it("refuses an expired token", async () => {
    const user = await createUser({ role: "user", email: "known@example.org" });
    const token = await tokenFor("known@example.org");
    const db = await getDb();
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const error = await rejection(resetPassword(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ctx));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.status).toBe(400);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.sessionVersion).toBe(user.sessionVersion);
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it("refuses an unknown token and the stored hash used as a token", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    await tokenFor("known@example.org");
    const db = await getDb();
    const [stored] = await db.select().from(passwordResetTokens);
    for (const token of ["made-up-token", stored!.tokenHash, "", "x".repeat(500)]) {
      await expect(resetPassword(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ctx)).rejects.toBeInstanceOf(
        BadRequestError,
      );
    }
    expect((await db.select().from(passwordResetTokens))[0]!.usedAt).toBeNull();
  });

  it("checks the passwords before the token", async () => {
    await createUser({ role: "user", email: "known@example.org" });
    const token = await tokenFor("known@example.org");
    const mismatch = await rejection(resetPassword(token, { password: NEW_PASSWORD, confirmPassword: "something-else" }, ctx));
    expect(mismatch).toBeInstanceOf(InvalidError);
    expect(mismatch.message).toBe("Passwords do not match");
    const short = await rejection(resetPassword(token, { password: "short", confirmPassword: "short" }, ctx));
    expect(short).toBeInstanceOf(InvalidError);
    // A refused attempt does not use the token up.
    await expect(resetPassword(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ctx)).resolves.toBeTruthy();
  });
});

describe("pruneResetTokens", () => {
  it("deletes the links past their expiry, used or not, and keeps the live ones", async () => {
    const user = await createUser({ role: "user" });
    const db = await getDb();
    const hour = 60 * 60_000;
    const at = (ms: number) => new Date(Date.now() + ms);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: "expired", expiresAt: at(-hour) },
      { userId: user.id, tokenHash: "used-and-expired", expiresAt: at(-1000), usedAt: at(-2 * hour) },
      { userId: user.id, tokenHash: "live", expiresAt: at(hour) },
      { userId: user.id, tokenHash: "used-live", expiresAt: at(hour), usedAt: at(-1000) },
    ]);
    expect(await pruneResetTokens(db)).toBe(2);
    const left = await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(left.map((t) => t.hash).sort()).toEqual(["live", "used-live"]);
  });
});
