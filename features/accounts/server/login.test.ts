import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimitHits, users } from "@/lib/db/schema";
import { InvalidError, RateLimitedError, UnauthorizedError } from "@/lib/errors";
import { limits } from "@/lib/rate-limit/rate-limit";
import { TEST_PASSWORD, actorFor, countRows, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { requirePostgres } from "@/test/postgres";
import { issueApiToken, verifyApiToken } from "@/lib/session/token";
import { INVALID_LOGIN, WRONG_CURRENT_PASSWORD, authenticateWithPassword, confirmCurrentPassword } from "./login";
import { UNTRUSTED_NETWORK } from "@/lib/http";

beforeEach(resetDb);

const failures = async (email: string) => {
  const db = await getDb();
  return (
    await db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, limits.loginFailures(email).key))
  ).length;
};

describe("authenticateWithPassword", () => {
  it("returns the user for the right password, whatever the e-mail's case", async () => {
    const user = await createUser({ role: "instructor", email: "mira@example.org" });
    const signedIn = await authenticateWithPassword({ email: "  Mira@Example.ORG ", password: TEST_PASSWORD }, UNTRUSTED_NETWORK);
    expect(signedIn.id).toBe(user.id);
    expect(signedIn.role).toBe("instructor");
  });

  it("answers a wrong password and an unknown e-mail with the same message", async () => {
    await createUser({ role: "user", email: "mira@example.org" });
    const wrong = await rejection(authenticateWithPassword({ email: "mira@example.org", password: "not-the-password" }, UNTRUSTED_NETWORK));
    const unknown = await rejection(authenticateWithPassword({ email: "nobody@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK));
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error.status).toBe(401);
      expect(error.message).toBe(INVALID_LOGIN);
    }
    expect(INVALID_LOGIN).toBe("Invalid email or password");
  });

  it("answers malformed input with the same message", async () => {
    for (const input of [
      {},
      { email: "not-an-email", password: "x" },
      { email: "a@b.org" },
      { email: "a@b.org", password: "x", role: "admin" },
      null,
    ]) {
      const error = await rejection(authenticateWithPassword(input, UNTRUSTED_NETWORK));
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error.message).toBe(INVALID_LOGIN);
    }
  });

  it("lets a pending account sign in", async () => {
    const user = await createUser({ role: "school", status: "pending", email: "pending@example.org" });
    await expect(
      authenticateWithPassword({ email: "pending@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK),
    ).resolves.toMatchObject({
      id: user.id,
      status: "pending",
    });
  });

  it("refuses a rejected account as if the password were wrong", async () => {
    await createUser({ role: "school", status: "rejected", email: "rejected@example.org" });
    const error = await rejection(authenticateWithPassword({ email: "rejected@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK));
    expect(error.message).toBe(INVALID_LOGIN);
  });

  it("locks an e-mail after 5 failures, even for the right password, and says when to retry", async () => {
    await createUser({ role: "user", email: "locked@example.org" });
    for (let i = 0; i < 5; i++) {
      const error = await rejection(
        authenticateWithPassword({ email: "locked@example.org", password: `wrong-${i}-password` }, UNTRUSTED_NETWORK),
      );
      expect(error).toBeInstanceOf(UnauthorizedError);
    }
    expect(await failures("locked@example.org")).toBe(5);

    const locked = await rejection(authenticateWithPassword({ email: "locked@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK));
    expect(locked).toBeInstanceOf(RateLimitedError);
    expect(locked.status).toBe(429);
    expect(locked.message).toMatch(/try again in 15 minutes/);
    expect((locked as RateLimitedError).retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((locked as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // Another e-mail is not locked.
    await createUser({ role: "user", email: "other@example.org" });
    await expect(
      authenticateWithPassword({ email: "other@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK),
    ).resolves.toBeTruthy();
  });

  it("unlocks once the oldest failure leaves the 15-minute window", async () => {
    await createUser({ role: "user", email: "later@example.org" });
    for (let i = 0; i < 5; i++)
      await rejection(authenticateWithPassword({ email: "later@example.org", password: "wrong-password" }, UNTRUSTED_NETWORK));
    const db = await getDb();
    await db
      .update(rateLimitHits)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rateLimitHits.key, limits.loginFailures("later@example.org").key));
    await expect(
      authenticateWithPassword({ email: "later@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK),
    ).resolves.toBeTruthy();
  });

  it("clears the failures after a success", async () => {
    await createUser({ role: "user", email: "mira@example.org" });
    for (let i = 0; i < 4; i++)
      await rejection(authenticateWithPassword({ email: "mira@example.org", password: "wrong-password" }, UNTRUSTED_NETWORK));
    expect(await failures("mira@example.org")).toBe(4);
    await authenticateWithPassword({ email: "mira@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK);
    expect(await failures("mira@example.org")).toBe(0);
    // Four more failures do not lock: the count started again.
    for (let i = 0; i < 4; i++)
      await rejection(authenticateWithPassword({ email: "mira@example.org", password: "wrong-password" }, UNTRUSTED_NETWORK));
    await expect(authenticateWithPassword({ email: "mira@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK)).resolves.toBeTruthy();
    expect(await countRows(rateLimitHits)).toBe(0);
  });
});

describe("failures from one client (behind a trusted proxy)", () => {
  const client = "203.0.113.7";

  it("stops one address trying a password against many e-mails after 30 failures; others and the owners are unaffected", async () => {
    await createUser({ role: "user", email: "owner@example.org" });
    for (let i = 0; i < 30; i++) {
      const error = await rejection(authenticateWithPassword({ email: `guess-${i}@example.org`, password: "Spring2026!" }, client));
      expect(error).toBeInstanceOf(UnauthorizedError);
    }
    const stopped = await rejection(authenticateWithPassword({ email: "owner@example.org", password: TEST_PASSWORD }, client));
    expect(stopped).toBeInstanceOf(RateLimitedError);
    expect(stopped.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    // The account itself is not locked: its owner signs in from elsewhere.
    await expect(authenticateWithPassword({ email: "owner@example.org", password: TEST_PASSWORD }, "198.51.100.4")).resolves.toBeTruthy();
  });

  it("gives a client its slot back on a success and when the e-mail's own limit refused without checking", async () => {
    await createUser({ role: "user", email: "mira@example.org" });
    await createUser({ role: "user", email: "locked@example.org" });
    for (let i = 0; i < 5; i++)
      await rejection(authenticateWithPassword({ email: "locked@example.org", password: "wrong-password" }, "198.51.100.9"));
    await authenticateWithPassword({ email: "mira@example.org", password: TEST_PASSWORD }, client);
    expect(await rejection(authenticateWithPassword({ email: "locked@example.org", password: TEST_PASSWORD }, client))).toBeInstanceOf(
      RateLimitedError,
    );
    const db = await getDb();
    expect(
      await db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, `login-fail-ip:${client}`)),
    ).toEqual([]);
  });

  it("does not limit the one address every visitor shares without a trusted proxy", async () => {
    for (let i = 0; i < 31; i++)
      await rejection(authenticateWithPassword({ email: `guess-${i}@example.org`, password: "x-password" }, UNTRUSTED_NETWORK));
    await createUser({ role: "user", email: "owner@example.org" });
    await expect(
      authenticateWithPassword({ email: "owner@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK),
    ).resolves.toBeTruthy();
  });
});

describe("authenticateWithPassword under concurrency (real PostgreSQL)", () => {
  it("checks at most 5 of 30 parallel wrong passwords for one e-mail and refuses the rest with 429", async () => {
    await requirePostgres();
    await createUser({ role: "user", email: "target@example.org" });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        authenticateWithPassword({ email: "target@example.org", password: `wrong-${i}-password` }, UNTRUSTED_NETWORK),
      ),
    );
    const reasons = outcomes.map((o) => (o.status === "rejected" ? (o.reason as Error) : null));
    // Every 401 is a password that was checked (argon2); a 429 is refused before any check.
    expect(reasons.filter((r) => r instanceof UnauthorizedError)).toHaveLength(5);
    expect(reasons.filter((r) => r instanceof RateLimitedError)).toHaveLength(25);
    expect(await failures("target@example.org")).toBe(5);
  });
});

describe("confirmCurrentPassword (asked again before a change of bank details)", () => {
  it("passes the account's own password and clears its sign-in failures", async () => {
    const row = await createUser({ role: "instructor", email: "mira@example.org" });
    await rejection(authenticateWithPassword({ email: "mira@example.org", password: "not-the-password" }, UNTRUSTED_NETWORK));
    expect(await failures("mira@example.org")).toBe(1);
    await confirmCurrentPassword(actorFor(row), TEST_PASSWORD);
    expect(await failures("mira@example.org")).toBe(0);
  });

  it("refuses another password with a 422 on currentPassword, counted with the sign-in's failures", async () => {
    const row = await createUser({ role: "instructor", email: "mira@example.org" });
    // Another account's password is not this one's.
    await createUser({ role: "instructor", email: "other@example.org", password: "the-other-password" });
    const error = await rejection(confirmCurrentPassword(actorFor(row), "the-other-password"));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error).toMatchObject({ status: 422, message: WRONG_CURRENT_PASSWORD, fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
    expect(await failures("mira@example.org")).toBe(1);
  });

  it("shares the sign-in's budget: after 5 wrong passwords in all, neither the re-check nor the sign-in checks one", async () => {
    const row = await createUser({ role: "instructor", email: "mira@example.org" });
    for (let i = 0; i < 3; i++) await rejection(confirmCurrentPassword(actorFor(row), `wrong-${i}`));
    for (let i = 0; i < 2; i++) {
      await rejection(authenticateWithPassword({ email: "mira@example.org", password: `wrong-${i}` }, UNTRUSTED_NETWORK));
    }
    const recheck = await rejection(confirmCurrentPassword(actorFor(row), TEST_PASSWORD));
    expect(recheck).toBeInstanceOf(RateLimitedError);
    expect(recheck.message).toMatch(/^Too many wrong passwords\. Please try again in 15 minutes\.$/);
    const signIn = await rejection(authenticateWithPassword({ email: "mira@example.org", password: TEST_PASSWORD }, UNTRUSTED_NETWORK));
    expect(signIn).toBeInstanceOf(RateLimitedError);
  });
});

describe("API tokens", () => {
  it("carries the user id, session version and session id", async () => {
    const user = await createUser({ role: "user", sessionVersion: 4 });
    const token = await issueApiToken(user);
    await expect(verifyApiToken(token)).resolves.toEqual({ userId: user.id, sessionVersion: 4, sessionId: expect.any(String) });
  });

  it("refuses a tampered, foreign-signed, expired or wrong-issuer token", async () => {
    const user = await createUser({ role: "admin" });
    const token = await issueApiToken(user);
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: crypto.randomUUID() }),
    ).toString("base64url");
    expect(await verifyApiToken(`${header}.${forged}.${signature}`)).toBeNull();

    const secret = new TextEncoder().encode(process.env.AUTH_SECRET);
    const sid = (await verifyApiToken(token))!.sessionId;
    const sign = (claims: { iss?: string; exp?: number; key?: Uint8Array }) => {
      let jwt = new SignJWT({ sv: 0, sid }).setProtectedHeader({ alg: "HS256" }).setSubject(user.id).setIssuedAt();
      if (claims.iss) jwt = jwt.setIssuer(claims.iss);
      if (claims.exp) jwt = jwt.setExpirationTime(claims.exp);
      return jwt.sign(claims.key ?? secret);
    };
    const now = Math.floor(Date.now() / 1000);
    expect(await verifyApiToken(await sign({ iss: "mindful-minds-api", exp: now + 60 }))).not.toBeNull();
    expect(await verifyApiToken(await sign({ iss: "mindful-minds-api", exp: now - 60 }))).toBeNull();
    expect(await verifyApiToken(await sign({ iss: "someone-else", exp: now + 60 }))).toBeNull();
    expect(
      await verifyApiToken(await sign({ iss: "mindful-minds-api", exp: now + 60, key: new TextEncoder().encode("x".repeat(48)) })),
    ).toBeNull();
    expect(await verifyApiToken("not-a-token")).toBeNull();

    const db = await getDb();
    expect((await db.select().from(users).where(eq(users.id, user.id))).length).toBe(1);
  });
});
