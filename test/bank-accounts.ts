import { sealedNumber } from "@/features/bank-accounts/server/account-number";
import { bankAccounts, type BankAccountRow } from "@/lib/db/schema";
import { getDb } from "@/test/db";

/** Inserts a bank account directly (no service, no password, no audit), its number sealed as the service seals it: for tests of who reaches it. */
export async function insertBankAccount(userId: string, accountNumber = "123456789012"): Promise<BankAccountRow> {
  const db = await getDb();
  const [row] = await db
    .insert(bankAccounts)
    .values({
      userId,
      accountHolderName: "Maya Instructor",
      ...sealedNumber(userId, accountNumber),
      ifscCode: "HDFC0001234",
      bankName: "HDFC Bank",
      branchName: "Koramangala",
    })
    .returning();
  if (!row) throw new Error("insertBankAccount: insert returned no row");
  return row;
}
