import "server-only";
import { eq } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import { getDb } from "@/lib/db/client";
import { users, type UserRow } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { UnauthorizedError } from "@/lib/server/errors";
import { assertUnderLimit, clearHits, limits, pruneHits, recordHit } from "@/lib/server/rate-limit/rate-limit";
import { parseInput } from "@/lib/server/validate";
import { loginSchema } from "@/lib/validation/users";

export const INVALID_LOGIN = "Invalid email or password";
export const API_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/**
 * Checks an e-mail and password. Five failures for one e-mail within 15 minutes lock that
 * e-mail out until the oldest failure leaves the window (RateLimitedError, 429). Every other
 * failure is the same "Invalid email or password". Pending accounts may sign in: their
 * dashboards show the approval-pending screen and the server refuses what needs approval.
 */
export async function authenticateWithPassword(input: unknown): Promise<UserRow> {
  let email: string;
  let password: string;
  try {
    ({ email, password } = parseInput(loginSchema, input));
  } catch {
    throw new UnauthorizedError(INVALID_LOGIN);
  }
  const db = await getDb();
  const limit = limits.loginFailures(email);
  await assertUnderLimit(db, limit, "Too many failed sign-in attempts");

  const [user] = await db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !ok || user.status === "rejected") {
    await recordHit(db, limit);
    if (Math.random() < 0.05) await pruneHits(db);
    throw new UnauthorizedError(INVALID_LOGIN);
  }
  await clearHits(db, limit);
  return user;
}

const ISSUER = "mindful-minds-api";

function key(): Uint8Array {
  return new TextEncoder().encode(env().authSecret);
}

/** A Bearer token for the /api/v1 clients: 24 hours, bound to the user's session version. */
export async function issueApiToken(user: Pick<UserRow, "id" | "role" | "sessionVersion">): Promise<string> {
  return new SignJWT({ role: user.role, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${API_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** Returns the user id and session version of a valid token, or null. */
export async function verifyApiToken(token: string): Promise<{ userId: string; sessionVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
    return { userId: payload.sub, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}
