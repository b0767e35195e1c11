import { getTableName, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/rows";
import { rateLimitHits, users } from "@/lib/db/schema";
import { allTables, countRows, createUser, getDb, resetDb } from "./db";

beforeEach(resetDb);

describe("resetDb", () => {
  it("knows every table the migrations create", async () => {
    const db = await getDb();
    const inDatabase = rowsOf<{ tablename: string }>(await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`));
    expect(allTables.map((t) => getTableName(t)).sort()).toEqual(inDatabase.map((r) => r.tablename).sort());
  });

  it("empties the tables and restarts their sequences", async () => {
    const db = await getDb();
    await createUser({ role: "user" });
    await db.insert(rateLimitHits).values([{ key: "a" }, { key: "b" }]);
    await resetDb();
    expect(await countRows(users)).toBe(0);
    expect(await countRows(rateLimitHits)).toBe(0);
    const [first] = await db.insert(rateLimitHits).values({ key: "c" }).returning({ id: rateLimitHits.id });
    expect(first?.id).toBe(1);
  });
});
