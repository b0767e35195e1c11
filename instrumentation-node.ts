import { ConfigError, env } from "@/lib/env";

/**
 * Server start in the Node.js runtime: validates the configuration, then opens the database
 * (migrating and, in embedded mode, seeding it) so the start-up log lists the demo logins and
 * the first request is fast.
 */
export async function start() {
  let config;
  try {
    config = env();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A misconfigured production server must not start half-working: say what is missing and stop.
    console.error(`[start] ${error.message}`);
    process.exit(1);
  }
  const { getDb } = await import("@/lib/db/client");
  const db = await getDb();
  if (!config.databaseUrl) {
    const { seedIfEmpty } = await import("@/registry/seed");
    await seedIfEmpty(db);
  }
  if (config.mode === "production" && !config.trustProxy) {
    console.warn("[start] TRUST_PROXY is not set: rate limits cannot tell visitors apart and count them together.");
  }
  console.info(`[start] ${config.mode} mode, database: ${config.databaseUrl ? "DATABASE_URL" : `embedded PGlite in ${config.dataDir}`}`);
}
