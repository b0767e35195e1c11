import { eq } from "drizzle-orm";
import { bankAccounts } from "@/lib/db/schema";
import type { PersonalData } from "@/lib/privacy/personal-data";

/** An instructor's bank account: exported with the number masked, deleted by erasure. */
export const bankAccountsPersonalData: PersonalData = {
  tables: ["bank_accounts"],
  export: [
    {
      file: "bank-account.json",
      describes: "Your bank account for invoices, with its number masked to the last four digits.",
      records: async (db, person) => {
        const rows = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, person.id));
        return rows.map(({ accountNumberEncrypted: _encrypted, accountNumberLast4, ...rest }) => ({
          ...rest,
          accountNumber: `•••• ${accountNumberLast4}`,
        }));
      },
    },
  ],
  async erase(tx, person) {
    await tx.delete(bankAccounts).where(eq(bankAccounts.userId, person.id));
    return [];
  },
};
