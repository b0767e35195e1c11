import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { programRequests } from "@/lib/db/schema";
import { seedDemoData } from "@/registry/seed";
import { actorByEmail, countRows, getDb } from "@/test/db";
import { setUpMemoryStorage } from "@/test/storage";
import { countPendingProgramRequests, listProgramRequests } from "./requests";
import { seedDemoProgramRequests } from "./seed";

setUpMemoryStorage();

describe("the demo program requests", () => {
  it("give the demo school one approved and one pending request, and the admin's Manage Program the pending one", async () => {
    const db = await getDb();
    await seedDemoData(db);
    const school = await actorByEmail("school@demo.test");
    const own = await listProgramRequests(school);
    expect(own.items.map((r) => [r.programRequested, r.status])).toEqual([
      ["Community Wellness", "pending"],
      ["School Morning Sessions", "approved"],
    ]);
    expect(own.items[0]).toMatchObject({ schoolName: "Riverside Primary School", contactPerson: "Jordan Lee", email: "school@demo.test" });

    const admin = await actorByEmail("admin@demo.test");
    expect(await countPendingProgramRequests(admin)).toBe(1);
    expect((await listProgramRequests(admin)).items.map((r) => r.programRequested)).toEqual(["Community Wellness"]);
    const [approved] = await db.select().from(programRequests).where(eq(programRequests.status, "approved"));
    expect(approved).toMatchObject({ decidedBy: admin.id, decidedAt: expect.any(Date) });
  });

  it("are added once: a second run adds none", async () => {
    const db = await getDb();
    await seedDemoData(db);
    await db.transaction((tx) => seedDemoProgramRequests(tx));
    await seedDemoData(db);
    expect(await countRows(programRequests)).toBe(2);
  });

  it("need the demo school: without it nothing is added", async () => {
    const db = await getDb();
    await db.transaction((tx) => seedDemoProgramRequests(tx));
    expect(await countRows(programRequests)).toBe(0);
  });
});
