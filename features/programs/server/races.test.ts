import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, programRequests } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { deliverOutbox } from "@/test/mail";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { mailbox } from "@/test/smtp";
import { createProgramRequest, decideProgramRequest } from "./requests";

// PGlite runs one transaction at a time, so these races would pass there without proving
// anything: they need the real PostgreSQL whose pool runs them side by side.
await requirePostgres();

const ROUNDS = 10;

beforeEach(async () => {
  await resetDb();
  mailbox.clear();
});

const body = {
  contactPerson: "Jordan Lee",
  email: "jordan@example.org",
  phone: "+1 555 0100",
  programRequested: "Community Wellness",
  message: "An evening for families.",
};

describe("a school submitting the same request twice at once (a double click, two tabs)", () => {
  it("files it once: the other gets 409", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const school = actorFor(await createUser({ role: "school" }));
      const { error } = await race(
        () => createProgramRequest(school, body),
        () => createProgramRequest(school, body),
      );
      expect(error).toBeInstanceOf(ConflictError);
      const db = await getDb();
      expect(await db.select().from(programRequests).where(eq(programRequests.schoolId, school.id))).toHaveLength(1);
    }
  });

  it("files it once when the two name the program differently (its title, the earlier site's name): the other gets 409", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const school = actorFor(await createUser({ role: "school" }));
      const { error } = await race(
        () => createProgramRequest(school, { ...body, programRequested: "School Morning Sessions" }),
        () => createProgramRequest(school, { ...body, programRequested: "school morning wellness sessions" }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      const db = await getDb();
      const rows = await db.select().from(programRequests).where(eq(programRequests.schoolId, school.id));
      expect(rows.map((r) => [r.programRequested, r.otherProgram])).toEqual([["School Morning Sessions", null]]);
    }
  });
});

describe("two admins deciding on the same pending request at once", () => {
  it("approve and reject: one wins, the other gets 409; one audit row, one mail, the stored status is the winner's", async () => {
    const [first, second] = [actorFor(await createUser({ role: "admin" })), actorFor(await createUser({ role: "superadmin" }))];
    for (let round = 0; round < ROUNDS; round++) {
      const school = actorFor(await createUser({ role: "school" }));
      const request = await createProgramRequest(school, body);
      const { winner, error } = await race(
        () => decideProgramRequest(first, request._id, { status: "approved" }),
        () => decideProgramRequest(second, request._id, { status: "rejected" }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as Error).message).toBe(`This program request has already been ${winner === 0 ? "approved" : "rejected"}`);
      const db = await getDb();
      const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, request._id));
      expect(audits.map((a) => [a.action, a.actorId])).toEqual([
        winner === 0 ? ["program.approve", first.id] : ["program.reject", second.id],
      ]);
      const [row] = await db.select().from(programRequests).where(eq(programRequests.id, request._id));
      expect(row).toMatchObject(winner === 0 ? { status: "approved", decidedBy: first.id } : { status: "rejected", decidedBy: second.id });
      await deliverOutbox();
      expect(mailbox.to(school.email)).toHaveLength(1);
    }
  });
});
