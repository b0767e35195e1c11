import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/rows";
import { getDb, resetDb } from "@/test/db";
import { personalData } from "./personal-data";

/**
 * Derived from the database itself, so that a table added tomorrow cannot be forgotten: every
 * table with a foreign key to users, or a column holding an e-mail address, must be covered by
 * some feature's part of the export and erasure (registry/personal-data.ts).
 */
async function tablesHoldingPeople(): Promise<string[]> {
  await resetDb();
  const db = await getDb();
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(`
      SELECT DISTINCT kcu.table_name
      FROM information_schema.referential_constraints rc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
      WHERE ccu.table_name = 'users' AND kcu.table_schema = 'public'
      UNION
      SELECT DISTINCT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name ~ '(^|_)e?mail($|_)'
      ORDER BY 1`),
  );
  return rows.map((row) => row.table_name);
}

describe("the personal data registry", () => {
  it("covers every table that refers to a user or holds an e-mail address", async () => {
    const tables = await tablesHoldingPeople();
    expect(tables).toEqual(expect.arrayContaining(["users", "donations", "chat_messages", "contact_messages", "audit_log"]));
    const covered = new Set(personalData.flatMap((part) => part.tables));
    expect(tables.filter((table) => !covered.has(table))).toEqual([]);
  });

  it("names only tables that exist, each in one part, and gives every export file its own name", async () => {
    const db = await getDb();
    const existing = rowsOf<{ table_name: string }>(
      await db.execute("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"),
    ).map((row) => row.table_name);
    const named = personalData.flatMap((part) => part.tables);
    expect(named.filter((table) => !existing.includes(table))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    const files = personalData.flatMap((part) => part.export.map((file) => file.file));
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z-]+\.json$/);
  });

  it("erases the account last, after the parts that find the person by e-mail", () => {
    expect(personalData.at(-1)!.tables).toContain("users");
  });
});
