import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "@/registry/seed";
import { getDb, resetDb } from "@/test/db";
import { setUpMemoryStorage } from "@/test/storage";

setUpMemoryStorage();
beforeEach(resetDb);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

describe("the demo content's dates", () => {
  it("agree with each other: no demo record is older than the account it belongs to", async () => {
    const db = await getDb();
    await seedDemoData(db);
    // Every column that refers to a user, with its table's created_at, found from the schema itself.
    const references = rowsOf(
      await db.execute(sql`
        SELECT kcu.table_name AS "table", kcu.column_name AS "column"
        FROM information_schema.referential_constraints rc
        JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name
        JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name
        JOIN information_schema.columns c ON c.table_name = kcu.table_name AND c.column_name = 'created_at'
        WHERE ccu.table_name = 'users' AND kcu.table_name <> 'users'`),
    ) as { table: string; column: string }[];
    expect(references.length).toBeGreaterThan(5);
    const older: string[] = [];
    for (const { table, column } of references) {
      const found = rowsOf(
        await db.execute(
          sql.raw(`SELECT count(*)::int AS n FROM "${table}" t JOIN users u ON u.id = t."${column}" WHERE t.created_at < u.created_at`),
        ),
      );
      const n = Number(found[0]?.n ?? 0);
      if (n > 0) older.push(`${table}.${column}: ${n}`);
    }
    expect(older).toEqual([]);
  });

  it("let the pending registrations wait a few days, the oldest first in line", async () => {
    const db = await getDb();
    await seedDemoData(db);
    const pending = rowsOf(
      await db.execute(
        sql`SELECT email, extract(epoch FROM now() - created_at) / 86400 AS days FROM users WHERE status = 'pending' ORDER BY created_at`,
      ),
    );
    expect(pending.length).toBeGreaterThan(0);
    for (const row of pending) expect(Number(row.days)).toBeGreaterThan(0.9);
  });
});
