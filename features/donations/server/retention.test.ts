import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { donationPlans, donations, donationStatusChanges, users, type UserRow } from "@/lib/db/schema";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { donationsPersonalData } from "../personal-data";
import { pruneErasedDonorsGifts } from "./retention";
import { donationTotals } from "./tracking";

const YEARS = 8;

beforeEach(async () => {
  await resetDb();
});

let receipt = 500_000;
async function gift(over: Partial<typeof donations.$inferInsert>): Promise<string> {
  const db = await getDb();
  receipt += 1;
  const [row] = await db
    .insert(donations)
    .values({
      donationType: "one-time",
      amountCents: 1000,
      status: "completed",
      completedAt: new Date(),
      receiptNumber: receipt,
      isTest: false,
      ...over,
    })
    .returning();
  return row!.id;
}

/** What erasure does to the donor's gifts (this feature's part), and the account marked erased as the accounts part leaves it. */
async function erase(donor: UserRow): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await donationsPersonalData.erase(
      tx,
      { id: donor.id, email: donor.email, name: donor.name, role: donor.role },
      {
        keepPublishedVideos: true,
        keepSchoolPhotos: false,
        now: new Date(),
      },
    );
    await tx.update(users).set({ status: "erased", erasedAt: new Date() }).where(eq(users.id, donor.id));
  });
}

/** Moves a gift's dates `years` back, as if it had been given then. */
async function age(id: string, years: number): Promise<void> {
  const db = await getDb();
  const back = sql`make_interval(years => ${years})`;
  await db
    .update(donations)
    .set({ createdAt: sql`${donations.createdAt} - ${back}`, completedAt: sql`${donations.completedAt} - ${back}` })
    .where(eq(donations.id, id));
}

describe("pruneErasedDonorsGifts", () => {
  it("keeps an erased donor's gifts, anonymised, with their receipt numbers and in every total, until the accounting period has passed", async () => {
    const donor = await createUser({ role: "user" });
    const other = await createUser({ role: "user" });
    const staff = actorFor(await createUser({ role: "admin" }));
    const db = await getDb();
    const [plan] = await db
      .insert(donationPlans)
      .values({ userId: donor.id, donorEmail: donor.email, amountCents: 500, status: "canceled", canceledAt: new Date(), isTest: false })
      .returning();
    const recent = await gift({ userId: donor.id, donorName: donor.name, donorEmail: donor.email });
    const old = await gift({ userId: donor.id, donorName: donor.name, donorEmail: donor.email });
    const oldRenewal = await gift({ userId: donor.id, donorEmail: donor.email, donationType: "monthly", planId: plan!.id });
    const oldAsGuest = await gift({ donorName: donor.name, donorEmail: donor.email });
    const othersOld = await gift({ userId: other.id, donorName: other.name, donorEmail: other.email });
    const anonymousGuestOld = await gift({ donorName: null, donorEmail: null });
    for (const id of [old, oldRenewal, oldAsGuest, othersOld, anonymousGuestOld]) await age(id, YEARS + 1);
    await db
      .update(donationPlans)
      .set({ createdAt: sql`now() - interval '10 years'`, canceledAt: sql`now() - interval '9 years'` })
      .where(eq(donationPlans.id, plan!.id));

    const before = await donationTotals(staff);
    await erase(donor);
    const anonymised = await db.select().from(donations).where(eq(donations.userId, donor.id));
    expect(anonymised.map((d) => [d.donorName, d.donorEmail, d.message]).every((f) => f.every((v) => v === null))).toBe(true);
    expect(anonymised).toHaveLength(4);
    expect(await donationTotals(staff)).toEqual(before);

    // Inside the period nothing goes: the job run a year before its end deletes nothing.
    const yearAgo = new Date(Date.now() - 366 * 24 * 60 * 60_000);
    expect(await pruneErasedDonorsGifts(yearAgo, YEARS)).toEqual({ gifts: 0, plans: 0 });

    expect(await pruneErasedDonorsGifts(new Date(), YEARS)).toEqual({ gifts: 3, plans: 1 });
    const left = await db.select().from(donations);
    expect(left.map((d) => d.id).sort()).toEqual([recent, othersOld, anonymousGuestOld].sort());
    expect(left.find((d) => d.id === recent)!.receiptNumber).not.toBeNull();
    expect(await db.select().from(donationPlans)).toEqual([]);
    expect(await db.select().from(donationStatusChanges).where(eq(donationStatusChanges.donationId, old))).toEqual([]);
    const after = await donationTotals(staff);
    expect([after.totalCents, after.completedCount]).toEqual([before.totalCents - 3000, before.completedCount - 3]);
    expect(await pruneErasedDonorsGifts(new Date(), YEARS)).toEqual({ gifts: 0, plans: 0 });
  });

  it("keeps a plan that a kept gift still refers to", async () => {
    const donor = await createUser({ role: "user" });
    const db = await getDb();
    const [plan] = await db
      .insert(donationPlans)
      .values({ userId: donor.id, amountCents: 500, status: "canceled", canceledAt: new Date(), isTest: false })
      .returning();
    await db.update(donationPlans).set({ createdAt: sql`now() - interval '10 years'`, canceledAt: sql`now() - interval '9 years'` });
    const lastRenewal = await gift({ userId: donor.id, donationType: "monthly", planId: plan!.id });
    await erase(donor);
    expect(await pruneErasedDonorsGifts(new Date(), YEARS)).toEqual({ gifts: 0, plans: 0 });
    expect((await db.select().from(donations)).map((d) => d.id)).toEqual([lastRenewal]);
  });
});
