/**
 * Applies the committed SQL migrations in drizzle/ to DATABASE_URL (production and CI), or to
 * the embedded PGlite database when DATABASE_URL is unset (the server also does that itself).
 */
import { closeDb, getDb, migrationsFolder } from "@/lib/db/client";
import { env } from "@/lib/config/env";

async function main() {
  const config = env();
  if (config.databaseUrl) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: config.databaseUrl, max: 1 });
    await migrate(drizzle(pool), { migrationsFolder });
    await pool.end();
    console.info("Migrations applied to DATABASE_URL.");
  } else {
    await getDb();
    await closeDb();
    console.info(`Migrations applied to the embedded database in ${config.dataDir}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
