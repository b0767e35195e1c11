import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { bankAccounts, users } from "@/lib/db/schema";
import { sealedNumber } from "./account-number";

/** The demo instructor of features/accounts/server/seed.ts. */
const INSTRUCTOR_EMAIL = "instructor@demo.test";
const DAY = 24 * 60 * 60_000;

/** The demo instructor's bank account: a made-up bank and branch, its number sealed as any other. */
export const DEMO_BANK_ACCOUNT = {
  accountNumber: "004512378906",
  accountHolderName: "Maya Instructor",
  ifscCode: "LKSB0004521",
  bankName: "Lakeside Co-operative Bank",
  branchName: "Riverside",
} as const;

/** Added two months ago and changed since, so the card shows both dates. Once: a second run adds none. */
export async function seedDemoBankAccount(tx: Tx): Promise<void> {
  const [instructor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, INSTRUCTOR_EMAIL));
  if (!instructor) return;
  const { accountNumber, ...details } = DEMO_BANK_ACCOUNT;
  const now = Date.now();
  await tx
    .insert(bankAccounts)
    .values({
      userId: instructor.id,
      ...details,
      ...sealedNumber(instructor.id, accountNumber),
      createdAt: new Date(now - 60 * DAY),
      updatedAt: new Date(now - 12 * DAY),
    })
    .onConflictDoNothing();
}
