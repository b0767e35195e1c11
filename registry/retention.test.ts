import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { privacy } from "@/content/privacy";
import { donationTotals } from "@/features/donations";
import { eraseByStaff } from "@/features/privacy/server/erasure";
import { donations, invoices } from "@/lib/db/schema";
import { actorFor, createUser, getDb } from "@/test/db";
import { instructorWithVideos, invoiceOf } from "@/test/invoices";
import { mailbox } from "@/test/smtp";
import { setUpMemoryStorage } from "@/test/storage";
import { scheduledJobs } from "./jobs";

/** docs/privacy.md names the job that enforces each retention period: each must be one the runner runs. */
describe("the retention periods in docs/privacy.md", () => {
  const doc = readFileSync(path.join(import.meta.dirname, "..", "docs", "privacy.md"), "utf8");
  const table = doc.slice(doc.indexOf("| Data |"), doc.indexOf("\n\n", doc.indexOf("| Data |")));
  const named = [...table.matchAll(/`([a-z-]+\.[a-z-]+)`/g)].map((m) => m[1]!);

  it("name jobs", () => {
    expect(named.length).toBeGreaterThanOrEqual(10);
  });

  it("are each enforced by a scheduled job", () => {
    const jobs = scheduledJobs.map((job) => job.name);
    expect(named.filter((name) => !jobs.includes(name))).toEqual([]);
  });

  it("list every job that deletes or anonymises personal data", () => {
    const retentionJobs = scheduledJobs.map((job) => job.name).filter((name) => /prune|purge|anonymise|expired/.test(name));
    expect(retentionJobs.filter((name) => !named.includes(name))).toEqual([]);
  });

  it("name the sent mail's files and an erased person's accounting records, daily, and the privacy page states their periods", () => {
    for (const name of ["mail.prune-sent-files", "donations.prune-erased", "invoices.prune-erased"]) {
      expect(named).toContain(name);
      expect(scheduledJobs.find((job) => job.name === name)?.everyMs).toBe(24 * 60 * 60_000);
    }
    const howLong = JSON.stringify(privacy.sections.find((s) => s.id === "how-long"));
    expect(howLong).toContain("as files for 30 days");
    expect(howLong).toContain("financial records: eight years after their date");
  });
});

describe("an erased person's gifts and invoices, through the scheduled jobs", () => {
  setUpMemoryStorage(() => mailbox.clear());

  const run = async (name: string) => scheduledJobs.find((job) => job.name === name)!.run();

  it("stay with their receipt numbers and in Donation Tracking's totals until ACCOUNTING_RETENTION_YEARS after their date, then go", async () => {
    const staff = actorFor(await createUser({ role: "admin" }));
    const { row: instructor, videos } = await instructorWithVideos(2);
    const donor = await createUser({ role: "user", name: "Mila Jansen" });
    const db = await getDb();
    const given = await db
      .insert(donations)
      .values(
        [700_001, 700_002, 700_003].map((receiptNumber, i) => ({
          userId: i < 2 ? donor.id : instructor.id,
          donorName: "Someone",
          donorEmail: i < 2 ? donor.email : instructor.email,
          donationType: "one-time" as const,
          amountCents: 1500,
          status: "completed" as const,
          completedAt: new Date(),
          receiptNumber,
          isTest: false,
        })),
      )
      .returning();
    const [oldInvoice, newInvoice] = [
      await invoiceOf(instructor, "paid", { videos: [videos[0]!] }),
      await invoiceOf(instructor, "approved", { videos: [videos[1]!] }),
    ];
    // The first gift and the first invoice were made nine years ago (rows aged by SQL).
    await db.execute(
      sql`UPDATE ${donations} SET created_at = created_at - interval '9 years', completed_at = completed_at - interval '9 years' WHERE ${donations.id} = ${given[0]!.id}`,
    );
    await db.execute(sql`UPDATE ${invoices} SET issued_at = issued_at - interval '9 years' WHERE ${invoices.id} = ${oldInvoice.id}`);
    const before = await donationTotals(staff, new Date(), { includeTest: true });

    await eraseByStaff(staff, donor.id, { reason: "Her father, by letter" });
    await eraseByStaff(staff, instructor.id, { reason: "The instructor, by e-mail" });
    expect(await donationTotals(staff, new Date(), { includeTest: true })).toEqual(before);
    const receipts = async () => (await db.select().from(donations)).map((d) => d.receiptNumber).sort();
    expect(await receipts()).toEqual([700_001, 700_002, 700_003]);

    await run("donations.prune-erased");
    await run("invoices.prune-erased");
    expect(await receipts()).toEqual([700_002, 700_003]);
    expect((await db.select({ id: invoices.id }).from(invoices)).map((i) => i.id)).toEqual([newInvoice.id]);
    const after = await donationTotals(staff, new Date(), { includeTest: true });
    expect([after.totalCents, after.completedCount]).toEqual([before.totalCents - 1500, before.completedCount - 1]);
    const [kept] = await db.select().from(donations).where(eq(donations.receiptNumber, 700_002));
    expect([kept!.donorName, kept!.donorEmail]).toEqual([null, null]);
  });
});
