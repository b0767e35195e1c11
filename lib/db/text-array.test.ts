import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/test/db";
import { rowsOf } from "./rows";
import { textArray } from "./text-array";

describe("textArray", () => {
  it("reaches the database as the same list, whatever the texts hold", async () => {
    const db = await getDb();
    const values = ["Class 1", 'say "hi"', "back\\slash", "comma, and {braces}", "", "NULL"];
    const [row] = rowsOf<{ list: string[] }>(await db.execute(sql`SELECT ${textArray(values)} AS list`));
    expect(row?.list).toEqual(values);
    const [empty] = rowsOf<{ n: number }>(await db.execute(sql`SELECT cardinality(${textArray([])}) AS n`));
    expect(empty?.n).toBe(0);
  });
});
