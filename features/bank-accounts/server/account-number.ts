import { encryptField } from "@/lib/crypto/field-encryption";
import { env } from "@/lib/config/env";

/** How an account number is shown anywhere outside the database: its last four digits after a fixed mask (never its length). */
export function maskedAccountNumber(last4: string): string {
  return `XXXXXX${last4}`;
}

/** What the sealed number is bound to: a value copied to another person's row does not open there. */
export const numberContext = (userId: string) => `bank_accounts.account_number:${userId}`;

/** The stored columns of an account number: sealed with the current key, and its last four digits. */
export function sealedNumber(userId: string, accountNumber: string) {
  return {
    accountNumberEncrypted: encryptField(env().bankAccountKeys, accountNumber, numberContext(userId)),
    accountNumberLast4: accountNumber.slice(-4),
  };
}
