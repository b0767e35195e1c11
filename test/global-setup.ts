import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Runs once per `vitest run`, before any test file:
 * - with TEST_DATABASE_URL (CI, and locally when a Postgres is at hand): drops the `public` and
 *   `drizzle` schemas of that database and applies the migrations in ./drizzle, so every run
 *   starts from the committed schema;
 * - without it: nothing to prepare, each test file opens PGlite under the run's DATA_DIR
 *   (lib/db/client.ts migrates it on first open).
 * The run's DATA_DIR (a fresh temporary directory) is removed afterwards.
 */
export default async function setup(project: TestProject) {
  const dataDir = project.config.env.DATA_DIR;
  if (!dataDir) throw new Error("vitest.config.ts must set DATA_DIR");
  mkdirSync(dataDir, { recursive: true });

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
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
  }

  return () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}
