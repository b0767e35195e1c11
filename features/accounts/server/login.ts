import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, type UserRow } from "@/lib/db/schema";
import { dummyHash, verifyPassword } from "@/features/accounts/server/password";
import { UnauthorizedError } from "@/lib/errors";
import { assertUnderLimit, clearHits, limits, pruneHits, recordHit } from "@/lib/rate-limit/rate-limit";
import { parseInput } from "@/lib/validate";
import { loginSchema } from "@/features/accounts/schema";

export const INVALID_LOGIN = "Invalid email or password";

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
