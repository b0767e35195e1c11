import { and, desc, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { createUser, getDb } from "@/test/db";
import { KEYS_FIRST_FROM, onePage } from "./page";

describe("onePage", () => {
  it("picks the same rows, in the same order, as LIMIT and OFFSET on every page, near the start and further on", async () => {
    const at = Date.parse("2026-01-01T00:00:00Z");
    const count = KEYS_FIRST_FROM + 12;
    // Accounts of this test with three creation times, so the id breaks the ties; an admin left out by the condition.
    for (let i = 0; i < count; i++) {
      await createUser({ role: "user", email: `paged-${i}@example.org`, createdAt: new Date(at + (i % 3) * 1000) });
    }
    await createUser({ role: "admin", email: "paged-admin@example.org", createdAt: new Date(at) });
    const db = await getDb();
    const where = and(like(users.email, "paged-%"), eq(users.role, "user"));
    const order = [sql`${users.createdAt} DESC`, desc(users.id)];
    const all = await db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...order);
    expect(all).toHaveLength(count);
    const limit = 7;
    for (const offset of [0, 7, KEYS_FIRST_FROM - 7, KEYS_FIRST_FROM - 1, KEYS_FIRST_FROM, KEYS_FIRST_FROM + 7, count - 3, count + 7]) {
      const query = db.select({ id: users.id }).from(users).$dynamic();
      const page = await onePage(db, query, users.id, users, { where, order, limit, offset });
      expect(page, `offset ${offset}`).toEqual(all.slice(offset, offset + limit));
    }
  });
});
