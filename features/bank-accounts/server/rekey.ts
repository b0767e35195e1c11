import { and, eq, sql } from "drizzle-orm";
import { decryptField, encryptField } from "@/lib/crypto/field-encryption";
import { getDb } from "@/lib/db/client";
import { bankAccounts } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { numberContext } from "./account-number";

/**
 * Seals every account number not yet under the current key again with it (after a new key was put
 * first in BANK_ACCOUNT_KEY; `npm run bank-accounts:rekey`), so the old key can then be removed.
 * Each row is one conditional UPDATE on the value it read, so a change made meanwhile is never
 * overwritten (that row is already under the current key). A value that does not open stops the
 * run with the key it needs. Answers how many were sealed again.
 */
export async function rekeyBankAccounts(): Promise<number> {
  const ring = env().bankAccountKeys;
  const db = await getDb();
  const stale = await db
    .select({ id: bankAccounts.id, userId: bankAccounts.userId, sealed: bankAccounts.accountNumberEncrypted })
    .from(bankAccounts)
    .where(sql`split_part(${bankAccounts.accountNumberEncrypted}, '.', 2) <> ${ring.current.id}`);
  let count = 0;
  for (const { id, userId, sealed } of stale) {
    const plaintext = decryptField(ring, sealed, numberContext(userId));
    const updated = await db
      .update(bankAccounts)
      // Not a change of the account: its updatedAt stays.
      .set({ accountNumberEncrypted: encryptField(ring, plaintext, numberContext(userId)), updatedAt: sql`${bankAccounts.updatedAt}` })
      .where(and(eq(bankAccounts.id, id), eq(bankAccounts.accountNumberEncrypted, sealed)))
      .returning({ id: bankAccounts.id });
    count += updated.length;
  }
  return count;
}
