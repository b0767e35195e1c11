import { describe, expect, it } from "vitest";
import { auditLog } from "@/lib/db/schema";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { anonymiseAuditBefore, recordAudit, REMOVED_ACTOR, SYSTEM } from "./audit";

describe("anonymiseAuditBefore", () => {
  it("removes who acted and the details from the entries older than the cutoff, in batches, and keeps what happened", async () => {
    await resetDb();
    const db = await getDb();
    const admin = actorFor(await createUser({ role: "admin", email: "maya.admin@example.test" }));
    const target = { type: "user", id: "4f6c2a9e-0000-4000-8000-000000000001" };
    for (let i = 0; i < 5; i++) await recordAudit(db, admin, "accounts.approve", target, { email: "pupil@example.test", n: i });
    await recordAudit(db, SYSTEM, "donations.expire", { type: "donation", id: "d1" }, { reason: "abandoned" });
    const cutoff = new Date(Date.now() + 1000);
    // Written after the cutoff: untouched.
    await db.insert(auditLog).values({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "accounts.reject",
      targetType: "user",
      targetId: "t2",
      details: { email: "new@example.test" },
      createdAt: new Date(Date.now() + 60_000),
    });

    expect(await anonymiseAuditBefore(db, cutoff, 2)).toBe(6);
    const rows = await db.select().from(auditLog).orderBy(auditLog.id);
    const old = rows.slice(0, 6);
    expect(old.every((r) => r.actorId === null && Object.keys(r.details).length === 0)).toBe(true);
    expect(old.slice(0, 5).map((r) => r.actorEmail)).toEqual(Array(5).fill(REMOVED_ACTOR));
    expect(old[5]!.actorEmail).toBe(SYSTEM);
    expect(old.map((r) => [r.action, r.targetType, r.targetId])).toEqual([
      ...Array(5).fill(["accounts.approve", "user", target.id]),
      ["donations.expire", "donation", "d1"],
    ]);
    expect(rows[6]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, details: { email: "new@example.test" } });
    expect(JSON.stringify(old)).not.toContain("example.test");
    // Nothing left to do.
    expect(await anonymiseAuditBefore(db, cutoff, 2)).toBe(0);
  });
});
