import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

/**
 * An instructor's bank account, where the foundation pays their invoices (features/bank-accounts):
 * one per account, which the unique index enforces. The account number is stored only encrypted
 * (lib/crypto/field-encryption.ts, bound to the owner) and its last four digits in clear, to show
 * it masked without the key, as banks print it.
 */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountHolderName: text("account_holder_name").notNull(),
    /** `v1.<key id>.<iv>.<ciphertext>.<tag>`: never the number itself. */
    accountNumberEncrypted: text("account_number_encrypted").notNull(),
    accountNumberLast4: text("account_number_last4").notNull(),
    ifscCode: text("ifsc_code").notNull(),
    bankName: text("bank_name").notNull(),
    branchName: text("branch_name").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bank_accounts_user_key").on(t.userId),
    check("bank_accounts_number_encrypted", sql`${t.accountNumberEncrypted} LIKE 'v1.%'`),
    check("bank_accounts_last4_digits", sql`${t.accountNumberLast4} ~ '^[0-9]{4}$'`),
    check("bank_accounts_ifsc_format", sql`${t.ifscCode} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
