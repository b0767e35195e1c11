import "server-only";
import { count } from "drizzle-orm";
import { logDemoLogins, seedDemoAccounts } from "@/features/accounts/server/seed";
import type { Database, Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/**
 * Demo content for the embedded mode and `npm run db:seed`: each feature contributes one
 * function, run in this order in one transaction (later seeds find the demo accounts by e-mail).
 */
const demoSeeds: ((tx: Tx) => Promise<void>)[] = [seedDemoAccounts];

export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of demoSeeds) await seed(tx);
  });
  logDemoLogins();
}

/** Seeds an empty database (no users yet); returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    logDemoLogins();
    return false;
  }
  await seedDemoData(db);
  return true;
}
