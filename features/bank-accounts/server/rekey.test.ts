import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DecryptionError, decryptField, encryptField, keyRing } from "@/lib/crypto/field-encryption";
import { bankAccounts } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { TEST_PASSWORD, actorFor, createUser, getDb, resetDb, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { BANK_FIELDS } from "@/test/bank-accounts";
import { createBankAccount, deleteBankAccount } from "./bank-accounts";
import { rekeyBankAccounts } from "./rekey";

beforeEach(resetDb);

const NUMBER = BANK_FIELDS.accountNumber;
const valid = { ...BANK_FIELDS, currentPassword: TEST_PASSWORD };
const instructor = async (email: string) => actorFor(await createUser({ role: "instructor", email }));

describe("rekeyBankAccounts (rotating BANK_ACCOUNT_KEY)", () => {
  const configured = env().bankAccountKeys;
  afterEach(() => {
    env().bankAccountKeys = configured;
  });

  it("seals every number under an older key again with the current one, keeping the account's updatedAt; a second run finds none", async () => {
    const maya = await instructor("maya@example.org");
    const ravi = await instructor("ravi@example.org");
    const a = await createBankAccount(maya, valid);
    const b = await createBankAccount(ravi, { ...valid, accountNumber: "555566667777" });
    const oldKey = [...configured.keys.values()][0]!.key.toString("base64");
    env().bankAccountKeys = keyRing(`${randomBytes(32).toString("base64")},${oldKey}`, "BANK_ACCOUNT_KEY");
    const current = env().bankAccountKeys.current.id;

    expect(await rekeyBankAccounts()).toBe(2);
    for (const [account, userId, number] of [
      [a, maya.id, NUMBER],
      [b, ravi.id, "555566667777"],
    ] as const) {
      const row = (await rowById(bankAccounts, account.id))!;
      expect(row.accountNumberEncrypted.split(".")[1]).toBe(current);
      expect(decryptField(env().bankAccountKeys, row.accountNumberEncrypted, `bank_accounts.account_number:${userId}`)).toBe(number);
      expect(row.updatedAt.toISOString()).toBe(account.updatedAt);
    }
    expect(await rekeyBankAccounts()).toBe(0);
    // Without the old key, those numbers would not have opened: the run stops and names the key it needs.
    await deleteBankAccount(ravi, b.id);
    const db = await getDb();
    await db
      .update(bankAccounts)
      .set({ accountNumberEncrypted: encryptField(configured, NUMBER, `bank_accounts.account_number:${maya.id}`) })
      .where(eq(bankAccounts.id, a.id));
    env().bankAccountKeys = keyRing(randomBytes(32).toString("base64"), "BANK_ACCOUNT_KEY");
    const error = await rejection(rekeyBankAccounts());
    expect(error).toBeInstanceOf(DecryptionError);
    expect(error.message).toContain(`key ${configured.current.id}, which is not among the configured keys`);
  });
});
