import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { donationPlans, donations } from "@/lib/db/schema";
import { getDb, resetDb } from "@/test/db";

/**
 * The migration that added donations.is_test marks the gifts made before it: its UPDATE
 * statements, run here on rows as the earlier code wrote them (every one `is_test = false`, the
 * column's default while the migration runs).
 */
const migrationFile = readdirSync(path.resolve("drizzle")).find((name) => name.endsWith("_donations_is_test.sql"));
const backfill = readFileSync(path.resolve("drizzle", migrationFile!), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) =>
    statement
      .split("\n")
      .filter((line) => !line.startsWith("--"))
      .join("\n")
      .trim(),
  )
  .filter((statement) => statement.startsWith("UPDATE"));

beforeEach(resetDb);

describe("the is_test backfill", () => {
  it("marks test-mode checkouts, gifts that never met a payment provider (the demo's), and test plans with their renewals", async () => {
    const db = await getDb();
    const gift = { donorEmail: "d@example.org", amountCents: 1000, isTest: false } as const;
    const [livePlan, testPlan, seededPlan] = await db
      .insert(donationPlans)
      .values([
        { ...gift, status: "active" },
        { ...gift, status: "active" },
        { ...gift, status: "active" },
      ])
      .returning();
    const paid = { status: "completed", completedAt: new Date() } as const;
    const rows: [string, typeof donations.$inferInsert][] = [
      ["live one-time", { ...gift, ...paid, donationType: "one-time", checkoutSessionId: "cs_live_a1" }],
      ["Stripe test-mode one-time", { ...gift, ...paid, donationType: "one-time", checkoutSessionId: "cs_test_a2" }],
      ["embedded one-time", { ...gift, ...paid, donationType: "one-time", checkoutSessionId: "cs_test_embedded_0123456789abcdef01234567" }],
      ["seeded one-time", { ...gift, ...paid, donationType: "one-time" }],
      ["live plan's first", { ...gift, ...paid, donationType: "monthly", planId: livePlan!.id, checkoutSessionId: "cs_live_b1" }],
      ["live plan's renewal", { ...gift, ...paid, donationType: "monthly", planId: livePlan!.id, invoiceId: "in_b2" }],
      ["test plan's first", { ...gift, ...paid, donationType: "monthly", planId: testPlan!.id, checkoutSessionId: "cs_test_c1" }],
      ["test plan's renewal", { ...gift, ...paid, donationType: "monthly", planId: testPlan!.id, invoiceId: "in_c2" }],
      ["seeded plan's payment", { ...gift, ...paid, donationType: "monthly", planId: seededPlan!.id }],
    ];
    for (const [index, [, row]] of rows.entries()) {
      await db.insert(donations).values({ ...row, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) });
    }

    expect(backfill).toHaveLength(3);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    const marked = await db.select({ isTest: donations.isTest }).from(donations).orderBy(asc(donations.createdAt));
    expect(Object.fromEntries(rows.map(([name], i) => [name, marked[i]?.isTest]))).toEqual({
      "live one-time": false,
      "Stripe test-mode one-time": true,
      "embedded one-time": true,
      "seeded one-time": true,
      "live plan's first": false,
      "live plan's renewal": false,
      "test plan's first": true,
      "test plan's renewal": true,
      "seeded plan's payment": true,
    });
    const plans = await db.select({ id: donationPlans.id, isTest: donationPlans.isTest }).from(donationPlans);
    expect(Object.fromEntries(plans.map((p) => [p.id, p.isTest]))).toEqual({
      [livePlan!.id]: false,
      [testPlan!.id]: true,
      [seededPlan!.id]: true,
    });
  });
});
