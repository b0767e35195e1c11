import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { describe, expect, it } from "vitest";
import { migrationsFolder, type Database, type DbOrTx } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { getDb } from "@/test/db";
import { checkReadiness } from "./readiness";

const entries = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")).entries as {
  tag: string;
  when: number;
}[];
const newest = entries.at(-1)!;

/** Runs `check` in a transaction that is rolled back: the test database is left as it was. */
async function inRolledBack(change: (tx: DbOrTx) => Promise<unknown>, check: (tx: DbOrTx) => Promise<void>): Promise<void> {
  const db = await getDb();
  const rollback = new Error("rollback");
  await expect(
    db.transaction(async (tx) => {
      await change(tx);
      await check(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

describe("checkReadiness", () => {
  it("is ready on a database that answers and has every migration of the journal", async () => {
    expect(await checkReadiness()).toEqual({ ready: true });
  });

  it("names the migrations the database lacks", async () => {
    await inRolledBack(
      (tx) => tx.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${newest.when}`),
      async (tx) =>
        expect(await checkReadiness({ db: tx })).toEqual({
          ready: false,
          reason: `The database lacks 1 migration of this build (${newest.tag}): run npm run db:migrate.`,
        }),
    );
    await inRolledBack(
      (tx) => tx.execute(sql`DROP TABLE drizzle.__drizzle_migrations`),
      async (tx) => {
        const readiness = await checkReadiness({ db: tx });
        expect(readiness).toMatchObject({ ready: false, reason: expect.stringContaining(`lacks ${entries.length} migrations`) });
      },
    );
    // Still there afterwards.
    const [row] = rowsOf<{ n: number }>(await (await getDb()).execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
    expect(row!.n).toBe(entries.length);
  });

  it("is not ready, naming no host, when the database refuses connections or does not answer in time", async () => {
    const pool = new Pool({ connectionString: "postgres://nobody:secret-password@127.0.0.1:1/none", connectionTimeoutMillis: 1_000 });
    try {
      const refused = await checkReadiness({ db: drizzle(pool) as unknown as Database });
      expect(refused).toEqual({ ready: false, reason: "The database is not reachable." });
    } finally {
      await pool.end();
    }
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = performance.now();
    expect(await checkReadiness({ db: hanging, timeoutMs: 100 })).toEqual({ ready: false, reason: "The database is not reachable." });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
