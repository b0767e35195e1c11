import { eq } from "drizzle-orm";
import { bankAccounts } from "@/lib/db/schema";
import { without, type PersonalData } from "@/lib/privacy/personal-data";

/** An instructor's bank account: exported with the number masked, deleted by erasure. */
export const bankAccountsPersonalData: PersonalData = {
  tables: ["bank_accounts"],
  export: [
    {
      file: "bank-account.json",
      describes: "Your bank account for invoices, with its number masked to the last four digits.",
      records: async (db, person) => {
        const rows = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, person.id));
        return rows.map((row) => ({
          ...without(row, "accountNumberEncrypted", "accountNumberLast4"),
          accountNumber: `•••• ${row.accountNumberLast4}`,
        }));
      },
    },
  ],
  async erase(tx, person) {
    await tx.delete(bankAccounts).where(eq(bankAccounts.userId, person.id));
    return [];
  },
};
