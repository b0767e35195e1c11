import { count } from "drizzle-orm";
import { logDemoLogins, seedDemoAccounts } from "@/features/accounts/server/seed";
import { seedDemoBankAccount } from "@/features/bank-accounts/server/seed";
import { seedDemoChat } from "@/features/chat/server/seed";
import { seedDemoDonations } from "@/features/donations/server/seed";
import { seedDemoGallery } from "@/features/gallery/server/seed";
import { seedDemoInvoices } from "@/features/invoices/server/seed";
import { seedDemoLibrary } from "@/features/library/server/seed";
import { seedDemoProgramRequests } from "@/features/programs/server/seed";
import { seedDemoSchoolTags } from "@/features/school-tags/server/seed";
import { seedDemoVideos } from "@/features/videos/server/seed";
import { seedDemoWatching } from "@/features/watching/server/seed";
import type { Database, Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { getStorage } from "@/lib/storage";
import { logFor } from "@/lib/observability/log";

const log = logFor("seed");

/**
 * Demo content for the embedded mode and `npm run db:seed`: each feature contributes one
 * function, run in this order in one transaction (later seeds find the demo accounts by e-mail).
 * A seed that stores files (getStorage().put, fresh keys) first pushes each key to `stored`:
 * storage is not part of the transaction, so when it fails the files are deleted again and
 * neither rows nor files are left behind.
 */
const demoSeeds: { what: string; seed: (tx: Tx, stored: string[]) => Promise<void> }[] = [
  { what: "demo accounts", seed: (tx) => seedDemoAccounts(tx) },
  { what: "demo videos", seed: seedDemoVideos },
  { what: "the demo school's class tags", seed: seedDemoSchoolTags },
  { what: "the demo students' practice", seed: (tx) => seedDemoWatching(tx) },
  { what: "demo donations", seed: (tx) => seedDemoDonations(tx) },
  { what: "demo program requests", seed: (tx) => seedDemoProgramRequests(tx) },
  { what: "demo gallery photos", seed: seedDemoGallery },
  { what: "demo library items", seed: seedDemoLibrary },
  { what: "the demo instructor's bank account", seed: (tx) => seedDemoBankAccount(tx) },
  { what: "the demo instructor's invoices", seed: (tx) => seedDemoInvoices(tx) },
  { what: "demo chat conversations", seed: (tx) => seedDemoChat(tx) },
];

/** Runs every feature's seed, saying which as it goes (the first embedded start waits for it). */
export async function seedDemoData(db: Database): Promise<void> {
  const stored: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const [i, { what, seed }] of demoSeeds.entries()) {
        log.info(`${i + 1}/${demoSeeds.length} ${what}`);
        await seed(tx, stored);
      }
    });
  } catch (error) {
    const storage = getStorage();
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
  logDemoLogins();
}

/** Seeds an empty database (no users yet); returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    logDemoLogins();
    return false;
  }
  log.info("An empty database: seeding the demo content...");
  await seedDemoData(db);
  return true;
}
