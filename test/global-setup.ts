import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Runs once per `vitest run`, before any test file. Tests run on a real PostgreSQL, never on
 * PGlite (which runs one transaction at a time, so a race would pass there whatever the code
 * does): TEST_DATABASE_URL is required. `npm run test:unit` (scripts/test-db.mjs) sets it to the
 * machine's server or a throw-away cluster. The `public` and `drizzle` schemas of that database
 * are dropped and the migrations in ./drizzle applied, so every run starts from the committed
 * schema. The run's DATA_DIR (a fresh temporary directory, for the mail outbox) is removed
 * afterwards.
 */
export default async function setup(project: TestProject) {
  const dataDir = project.config.env.DATA_DIR;
  if (!dataDir) throw new Error("vitest.config.ts must set DATA_DIR");
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DATABASE_URL is not set: the tests need a real PostgreSQL. Run them with `npm run test:unit` " +
        "(scripts/test-db.mjs finds or starts one), or set TEST_DATABASE_URL to a database they may wipe.",
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await pool.query("DROP SCHEMA IF EXISTS public CASCADE");
    await pool.query("CREATE SCHEMA public");
    await migrate(drizzle(pool), { migrationsFolder: path.join(import.meta.dirname, "..", "drizzle") });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not prepare the test database at TEST_DATABASE_URL: ${message}`);
  } finally {
    await pool.end();
  }

  return () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}
