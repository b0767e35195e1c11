import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices, videos } from "@/lib/db/schema";
import { seedDemoData } from "@/registry/seed";
import { actorByEmail, countRows, getDb } from "@/test/db";
import { setUpMemoryStorage } from "@/test/storage";
import { countPendingInvoices, listInvoices, selectableVideos, utcDate } from "./invoices";
import { DEMO_INVOICES, seedDemoInvoices } from "./seed";

setUpMemoryStorage();

describe("the demo invoices", () => {
  it("give the demo instructor one in each status, numbered by date, and the admin one waiting in Invoice Approval", async () => {
    const db = await getDb();
    await seedDemoData(db);
    const instructor = await actorByEmail("instructor@demo.test");
    const { items } = await listInvoices(instructor, { limit: 10, sort: "date", order: "asc" });
    expect(items.map((i) => [i.status, i.services.map((s) => s.title)])).toEqual([
      ["paid", ["Breathing for the school day"]],
      ["overdue", ["Body awareness"]],
      ["rejected", ["Exam season"]],
      ["approved", ["Classroom transitions"]],
      ["pending", ["Calm before tests"]],
    ]);
    const numbers = items.map((i) => i.invoiceNumber);
    expect([...numbers].sort()).toEqual(numbers);
    expect(items[0]).toMatchObject({ subTotalMinor: 2000, taxAmountMinor: 200, grandTotalMinor: 2200, paidAt: expect.any(String) });
    // The demo instructor's bank account (features/bank-accounts' seed), masked.
    expect(items[0]!.paymentDetails).toMatchObject({ method: "Bank transfer", accountNumber: "XXXXXX8906" });
    expect(items[2]!.rejectionReason).toContain("Please name the course");
    expect(items[1]!.dueDate < utcDate()).toBe(true);

    const admin = await actorByEmail("admin@demo.test");
    expect(await countPendingInvoices(admin)).toBe(1);
    expect((await listInvoices(admin, { status: "pending" })).items.map((i) => i.services[0]!.title)).toEqual(["Calm before tests"]);
    // The approved and paid invoices' videos are priced; two approved videos are left for a new invoice.
    const priced = await db.select({ title: videos.courseName }).from(videos).where(eq(videos.isPriced, true));
    expect(priced.map((v) => v.title).sort()).toEqual(
      DEMO_INVOICES.filter((i) => i.status === "paid" || i.status === "approved")
        .flatMap((i) => i.videos)
        .sort(),
    );
    expect((await selectableVideos(instructor)).videos.map((v) => v.title).sort()).toEqual([
      "Body Scan After Sport",
      "Long Out-Breaths for a Calm Classroom",
    ]);
  });

  it("are added once: a second run adds none", async () => {
    const db = await getDb();
    await seedDemoData(db);
    await db.transaction((tx) => seedDemoInvoices(tx));
    expect(await countRows(invoices)).toBe(DEMO_INVOICES.length);
  });

  it("need the demo instructor and their videos: without them nothing is added", async () => {
    const db = await getDb();
    await db.transaction((tx) => seedDemoInvoices(tx));
    expect(await countRows(invoices)).toBe(0);
  });
});
