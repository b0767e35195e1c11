import { describe, expect, it } from "vitest";
import { bankAccounts } from "@/lib/db/schema";
import { decryptField } from "@/lib/crypto/field-encryption";
import { env } from "@/lib/config/env";
import { seedDemoData } from "@/registry/seed";
import { actorByEmail, countRows, getDb, rowById } from "@/test/db";
import { setUpMemoryStorage } from "@/test/storage";
import { listBankAccounts, paymentDetailsFor } from "./bank-accounts";
import { DEMO_BANK_ACCOUNT, seedDemoBankAccount } from "./seed";

setUpMemoryStorage();

describe("the demo bank account", () => {
  it("gives the demo instructor one account, its number sealed, shown masked, with both dates", async () => {
    await seedDemoData(await getDb());
    const maya = await actorByEmail("instructor@demo.test");
    const [account] = await listBankAccounts(maya);
    expect(account).toMatchObject({
      accountHolderName: "Maya Instructor",
      accountNumber: "XXXXXX8906",
      ifscCode: "LKSB0004521",
      bankName: "Lakeside Co-operative Bank",
      branchName: "Riverside",
    });
    expect(account!.updatedAt > account!.createdAt).toBe(true);
    const row = (await rowById(bankAccounts, account!.id))!;
    expect(decryptField(env().bankAccountKeys, row.accountNumberEncrypted, `bank_accounts.account_number:${maya.id}`)).toBe(
      DEMO_BANK_ACCOUNT.accountNumber,
    );
    expect(await paymentDetailsFor(maya.id)).toMatchObject({ method: "Bank transfer", accountNumberMasked: "XXXXXX8906" });
  });

  it("is added once: a second run adds none", async () => {
    const db = await getDb();
    await seedDemoData(db);
    await db.transaction((tx) => seedDemoBankAccount(tx));
    expect(await countRows(bankAccounts)).toBe(1);
  });
});
