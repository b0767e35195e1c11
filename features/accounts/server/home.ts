import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { homeFor } from "@/lib/auth/roles";

/**
 * The home (dashboard path) of the account with this e-mail, for the login form to navigate to
 * right after signing in (the new session cookie is not readable in the same request).
 * Unknown e-mails get the default home, /dashboard.
 */
export async function homeForEmail(email: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return homeFor(row?.role);
}
