import { sealedNumber } from "@/features/bank-accounts/server/account-number";
import { bankAccounts, type BankAccountRow } from "@/lib/db/schema";
import { getDb } from "@/test/db";

/** The five fields of a bank account as the spec's client sends them (a made-up account of the test instructor). */
export const BANK_FIELDS = {
  accountNumber: "123456789012",
  accountHolderName: "Maya Instructor",
  ifscCode: "HDFC0001234",
  bankName: "HDFC Bank",
  branchName: "Koramangala",
};

/** Inserts a bank account directly (no service, no password, no audit), its number sealed as the service seals it: for tests of who reaches it. */
export async function insertBankAccount(userId: string, accountNumber = BANK_FIELDS.accountNumber): Promise<BankAccountRow> {
  const { accountHolderName, ifscCode, bankName, branchName } = BANK_FIELDS;
  const db = await getDb();
  const [row] = await db
    .insert(bankAccounts)
    .values({ userId, accountHolderName, ifscCode, bankName, branchName, ...sealedNumber(userId, accountNumber) })
    .returning();
  if (!row) throw new Error("insertBankAccount: insert returned no row");
  return row;
}
