import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { donationPlans, donations, users } from "@/lib/db/schema";

/** The demo student of features/accounts/server/seed.ts. */
const STUDENT_EMAIL = "student@demo.test";
const DAY_MS = 24 * 3600 * 1000;

/**
 * Demo gifts for the embedded mode, so My Donations and Donation Tracking show what they do: the
 * demo student's monthly plan ($10, three payments so far) and a one-time gift, a few guests'
 * gifts (one anonymous, one with a message, one refunded, one checkout abandoned). They are rows
 * of the demo database like the demo videos; no money moved and no receipt was mailed: test gifts,
 * labelled as such and left out of Donation Tracking's totals unless asked for.
 */
export async function seedDemoDonations(tx: Tx, now: Date = new Date()): Promise<void> {
  const [student] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, STUDENT_EMAIL));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const receipt = sql`nextval('donation_receipt_number_seq')`;
  if (student) {
    const student_ = { userId: student.id, donorName: student.name, donorEmail: STUDENT_EMAIL, isTest: true };
    const [plan] = await tx
      .insert(donationPlans)
      .values({ ...student_, amountCents: 1000, status: "active", statusEventAt: ago(5), createdAt: ago(65) })
      .returning({ id: donationPlans.id });
    for (const days of [65, 35, 5]) {
      await tx.insert(donations).values({
        ...student_,
        planId: plan!.id,
        amountCents: 1000,
        donationType: "monthly",
        status: "completed",
        completedAt: ago(days),
        createdAt: ago(days),
        receiptNumber: receipt,
        message: days === 65 ? "A little every month for the schools." : null,
      });
    }
    await tx.insert(donations).values({
      ...student_,
      amountCents: 2500,
      donationType: "one-time",
      status: "completed",
      completedAt: ago(20),
      createdAt: ago(20),
      receiptNumber: receipt,
    });
  }
  const guests = [
    {
      donorName: "Priya Raman",
      donorEmail: "priya@example.org",
      amountCents: 5000,
      days: 2,
      message: "Thank you for the breathing videos.",
    },
    { donorName: "Jonas Berg", donorEmail: "jonas@example.org", amountCents: 10000, days: 12, isAnonymous: true },
    { donorName: "Mei Tanaka", donorEmail: "mei@example.org", amountCents: 25000, days: 40 },
    { donorName: "Leo Duarte", donorEmail: "leo@example.org", amountCents: 2500, days: 8, status: "refunded" as const },
    { donorName: null, donorEmail: null, amountCents: 10000, days: 3, status: "expired" as const },
  ];
  for (const { days, status = "completed", ...gift } of guests) {
    const paid = status !== "expired";
    await tx.insert(donations).values({
      ...gift,
      isTest: true,
      donationType: "one-time",
      status,
      createdAt: ago(days),
      ...(paid ? { completedAt: ago(days), receiptNumber: receipt } : {}),
      ...(status === "refunded" ? { refundedAt: ago(days - 1) } : {}),
    });
  }
}
