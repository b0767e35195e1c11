import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceCourses, invoices, invoiceVideos, users, type UserRow } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { instructorWithVideos, invoiceOf, staffActor, storedInvoice } from "@/test/invoices";
import { deliverOutbox } from "@/test/mail";
import { mailbox } from "@/test/smtp";
import { setUpMemoryStorage } from "@/test/storage";
import { invoicesPersonalData } from "../personal-data";
import { markInvoicePaid } from "./decisions";
import { pruneErasedInstructorsInvoices } from "./retention";

setUpMemoryStorage(() => mailbox.clear());

const YEARS = 8;

/** What erasure does to the instructor's invoices (this feature's part), and the account marked erased as the accounts part leaves it. */
async function erase(instructor: UserRow): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const person = { id: instructor.id, email: instructor.email, name: instructor.name, role: instructor.role };
    await invoicesPersonalData.erase(tx, person, { keepPublishedVideos: true, keepSchoolPhotos: false, now: new Date() });
    await tx
      .update(users)
      .set({ status: "erased", email: `deleted-${instructor.id}@erased.invalid`, erasedAt: new Date() })
      .where(eq(users.id, instructor.id));
  });
}

const ageInvoice = async (id: string, years: number) => {
  const db = await getDb();
  await db
    .update(invoices)
    .set({ issuedAt: sql`${invoices.issuedAt} - make_interval(years => ${years})` })
    .where(eq(invoices.id, id));
};

describe("pruneErasedInstructorsInvoices", () => {
  it("keeps an erased instructor's invoices, anonymised and with their numbers and amounts, until the accounting period has passed", async () => {
    const erased = await instructorWithVideos(2);
    const other = await instructorWithVideos(1);
    const recent = await invoiceOf(erased.row, "approved", { videos: [erased.videos[0]!] });
    const old = await invoiceOf(erased.row, "paid", { videos: [erased.videos[1]!] });
    const othersOld = await invoiceOf(other.row, "paid", { videos: [other.videos[0]!] });
    await ageInvoice(old.id, YEARS + 1);
    await ageInvoice(othersOld.id, YEARS + 1);
    const numbersBefore = [(await storedInvoice(recent.id))!, (await storedInvoice(old.id))!].map((i) => [i.number, i.grandTotalMinor]);

    await erase(erased.row);
    const kept = [(await storedInvoice(recent.id))!, (await storedInvoice(old.id))!];
    expect(kept.map((i) => [i.number, i.grandTotalMinor])).toEqual(numbersBefore);
    expect(kept.map((i) => [i.instructorId, i.instructorDetails.name, i.paymentDetails])).toEqual([
      [erased.row.id, "Deleted user", null],
      [erased.row.id, "Deleted user", null],
    ]);

    expect(await pruneErasedInstructorsInvoices(new Date(Date.now() - 366 * 24 * 60 * 60_000), YEARS)).toBe(0);
    expect(await pruneErasedInstructorsInvoices(new Date(), YEARS)).toBe(1);
    const db = await getDb();
    expect((await db.select({ id: invoices.id }).from(invoices)).map((i) => i.id).sort()).toEqual([recent.id, othersOld.id].sort());
    expect(await db.select().from(invoiceCourses).where(eq(invoiceCourses.invoiceId, old.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(invoiceVideos)
        .where(inArray(invoiceVideos.invoiceId, [old.id])),
    ).toEqual([]);
    expect(await pruneErasedInstructorsInvoices(new Date(), YEARS)).toBe(0);
  });

  it("sends no mail about a kept invoice to the erased instructor when staff mark it paid", async () => {
    const { row, videos } = await instructorWithVideos(1);
    const invoice = await invoiceOf(row, "approved", { videos });
    await deliverOutbox();
    mailbox.clear();
    await erase(row);
    await markInvoicePaid(await staffActor(), invoice.id);
    await deliverOutbox();
    expect(mailbox.messages).toEqual([]);
    expect((await storedInvoice(invoice.id))!.status).toBe("paid");
  });
});
