/**
 * Seals every stored bank account number again with the current key (the first of
 * BANK_ACCOUNT_KEY), after a new key was put first and the old ones kept after it; once it reports
 * none left, the old keys can be removed. With the embedded database, stop the dev server first:
 * PGlite allows one process per data directory.
 */
import { rekeyBankAccounts } from "@/features/bank-accounts/server/rekey";
import { closeDb } from "@/lib/db/client";

async function main() {
  const count = await rekeyBankAccounts();
  console.info(`Sealed ${count} bank account number${count === 1 ? "" : "s"} again with the current key.`);
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
