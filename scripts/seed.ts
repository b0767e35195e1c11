/**
 * Creates the demo accounts (one per role, all approved) and a few pending registrations.
 * Refuses to touch a production database unless run with --force. With the embedded database,
 * stop the dev server first: PGlite allows one process per data directory.
 */
import { closeDb, getDb } from "@/lib/db/client";
import { seedDemoData } from "@/registry/seed";
import { env } from "@/lib/config/env";

async function main() {
  const config = env();
  if (config.mode === "production" && !process.argv.includes("--force")) {
    console.error("Refusing to seed demo accounts into a production database. Re-run with --force if you really mean it.");
    process.exit(2);
  }
  const db = await getDb();
  await seedDemoData(db);
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
