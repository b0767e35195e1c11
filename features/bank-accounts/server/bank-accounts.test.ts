import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { WRONG_CURRENT_PASSWORD } from "@/features/accounts";
import { DecryptionError, decryptField, encryptField, keyRing } from "@/lib/crypto/field-encryption";
import { rowsOf } from "@/lib/db/rows";
import { auditLog, bankAccounts, type Role } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, RateLimitedError, UnauthorizedError } from "@/lib/errors";
import { TEST_PASSWORD, actorFor, auditsOf, countRows, createUser, getDb, resetDb, rowById } from "@/test/db";
import { rejection } from "@/test/errors";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { BANK_FIELDS } from "@/test/bank-accounts";
import { CURRENT_PASSWORD_REQUIRED } from "../schema";
import {
  ALREADY_EXISTS,
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  paymentDetailsFor,
  updateBankAccount,
} from "./bank-accounts";

beforeEach(resetDb);

const details = BANK_FIELDS;
const NUMBER = details.accountNumber;
const valid = { ...details, currentPassword: TEST_PASSWORD };

const instructor = async (email = "maya@example.org") => actorFor(await createUser({ role: "instructor", email }));

/** Every column of the stored row, as PostgreSQL writes it out. */
async function storedText(id: string): Promise<string> {
  const db = await getDb();
  const [row] = rowsOf<{ text: string }>(await db.execute(sql`SELECT t::text AS text FROM bank_accounts t WHERE t.id = ${id}`));
  return row!.text;
}

describe("createBankAccount", () => {
  it("stores the account with the number encrypted, answers it masked, and audits it without the number", async () => {
    const maya = await instructor();
    const account = await createBankAccount(maya, { ...valid, ifscCode: " hdfc0001234 ", accountHolderName: "  Maya Instructor " });
    expect(account).toMatchObject({
      _id: account.id,
      userId: maya.id,
      accountHolderName: "Maya Instructor",
      accountNumber: "XXXXXX9012",
      accountNumberLast4: "9012",
      ifscCode: "HDFC0001234",
      bankName: "HDFC Bank",
      branchName: "Koramangala",
    });
    expect(JSON.stringify(account)).not.toContain(NUMBER);

    const row = (await rowById(bankAccounts, account.id))!;
    expect(row.accountNumberLast4).toBe("9012");
    expect(row.accountNumberEncrypted).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(await storedText(account.id)).not.toContain(NUMBER.slice(0, 8));
    expect(decryptField(env().bankAccountKeys, row.accountNumberEncrypted, `bank_accounts.account_number:${maya.id}`)).toBe(NUMBER);

    const audits = await auditsOf(account.id);
    expect(audits.map((a) => [a.action, a.actorId, a.targetType])).toEqual([["bankAccount.create", maya.id, "bank_account"]]);
    expect(JSON.stringify(audits)).not.toContain(NUMBER.slice(0, 8));
  });

  it("fails loudly for a stored number sealed with a key the site does not hold, or moved to another person's row", async () => {
    const maya = await instructor();
    const other = await instructor("ravi@example.org");
    const account = await createBankAccount(maya, valid);
    const row = (await rowById(bankAccounts, account.id))!;
    const foreign = encryptField(keyRing(randomBytes(32).toString("base64"), "OTHER"), NUMBER, `bank_accounts.account_number:${maya.id}`);
    expect(() => decryptField(env().bankAccountKeys, foreign, `bank_accounts.account_number:${maya.id}`)).toThrow(DecryptionError);
    expect(() => decryptField(env().bankAccountKeys, row.accountNumberEncrypted, `bank_accounts.account_number:${other.id}`)).toThrow(
      /failed its integrity check/,
    );
  });

  it.each([
    ["accountNumber", undefined, "Account number is required"],
    ["accountNumber", "   ", "Account number is required"],
    ["accountNumber", "12345678", "Account number must be 9-18 digits"],
    ["accountNumber", "1234567890123456789", "Account number must be 9-18 digits"],
    ["accountNumber", "12345 67890", "Account number must be 9-18 digits"],
    ["accountNumber", "१२३४५६७८९०", "Account number must be 9-18 digits"],
    ["accountHolderName", "  ", "Account holder name is required"],
    ["ifscCode", "", "IFSC code is required"],
    ["ifscCode", "HDFC1001234", "Invalid IFSC code format"],
    ["ifscCode", "HDF00001234", "Invalid IFSC code format"],
    ["ifscCode", "HDFC000123", "Invalid IFSC code format"],
    ["bankName", " ", "Bank name is required"],
    ["branchName", undefined, "Branch name is required"],
    ["branchName", "x".repeat(101), "Branch name must be at most 100 characters"],
    ["currentPassword", undefined, CURRENT_PASSWORD_REQUIRED],
    ["currentPassword", "", CURRENT_PASSWORD_REQUIRED],
  ])("refuses %s %j with the spec's message, storing nothing", async (field, value, message) => {
    const error = await rejection(createBankAccount(await instructor(), { ...valid, [field]: value }));
    expect(error).toBeInstanceOf(InvalidError);
    expect(error).toMatchObject({ status: 422, message, fields: { [field]: message } });
    expect(await countRows(bankAccounts)).toBe(0);
  });

  it("answers the spec's client, which sends the five fields and no password, with the message its failure toast shows", async () => {
    const error = await rejection(createBankAccount(await instructor(), details));
    expect(error).toMatchObject({ status: 422, message: "Please enter your current password to change bank details." });
    expect(await countRows(bankAccounts)).toBe(0);
  });

  it("refuses an owner, a date or any other key in the body", async () => {
    const other = await instructor("ravi@example.org");
    for (const extra of [{ userId: other.id }, { createdAt: new Date().toISOString() }, { role: "admin" }]) {
      const error = await rejection(
        createBankAccount(await instructor(`${randomBytes(4).toString("hex")}@example.org`), { ...valid, ...extra }),
      );
      expect(error).toMatchObject({ status: 422 });
    }
    expect(await countRows(bankAccounts)).toBe(0);
  });

  it("asks for the right current password, counted on the sign-in's budget of five failures", async () => {
    const maya = await instructor();
    const wrong = await rejection(createBankAccount(maya, { ...valid, currentPassword: "not-my-password" }));
    expect(wrong).toMatchObject({ status: 422, message: WRONG_CURRENT_PASSWORD });
    for (let i = 0; i < 4; i++) await rejection(createBankAccount(maya, { ...valid, currentPassword: `wrong-${i}` }));
    const locked = await rejection(createBankAccount(maya, valid));
    expect(locked).toBeInstanceOf(RateLimitedError);
    expect(await countRows(bankAccounts)).toBe(0);
    expect(await countRows(auditLog)).toBe(0);
  });

  it("keeps one account per instructor: a second is 409 with the earlier site's message, before the password is asked", async () => {
    const maya = await instructor();
    await createBankAccount(maya, valid);
    const second = await rejection(createBankAccount(maya, { ...valid, accountNumber: "999999999", currentPassword: "not-asked" }));
    expect(second).toBeInstanceOf(ConflictError);
    expect(second.message).toBe(ALREADY_EXISTS);
    expect(ALREADY_EXISTS).toBe("Bank account already exists for this user");
    expect(await countRows(bankAccounts)).toBe(1);
  });

  it.each<[string, Role | null, "pending" | undefined, typeof UnauthorizedError | typeof ForbiddenError]>([
    ["a guest", null, undefined, UnauthorizedError],
    ["a student", "user", undefined, ForbiddenError],
    ["a school", "school", undefined, ForbiddenError],
    ["an admin", "admin", undefined, ForbiddenError],
    ["a superadmin", "superadmin", undefined, ForbiddenError],
    ["an instructor awaiting approval", "instructor", "pending", ForbiddenError],
  ])("is the instructor's only: %s is refused", async (_who, role, status, type) => {
    const actor = role ? actorFor(await createUser({ role, ...(status ? { status } : {}) })) : null;
    expect(await rejection(createBankAccount(actor, valid))).toBeInstanceOf(type);
    expect(await rejection(listBankAccounts(actor))).toBeInstanceOf(type);
    expect(await countRows(bankAccounts)).toBe(0);
  });
});

describe("a double submit (real PostgreSQL)", () => {
  beforeEach(async () => {
    await requirePostgres();
  });

  it("creates exactly one account; the other request is 409", async () => {
    for (let round = 0; round < 3; round++) {
      await resetDb();
      const maya = await instructor();
      const { error } = await race(
        () => createBankAccount(maya, valid),
        () => createBankAccount(maya, { ...valid, accountNumber: "987654321" }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((error as Error).message).toBe(ALREADY_EXISTS);
      expect(await countRows(bankAccounts)).toBe(1);
      expect((await getDb().then((db) => db.select().from(auditLog))).map((a) => a.action)).toEqual(["bankAccount.create"]);
    }
  });
});

describe("reading, changing and deleting: the owner's only", () => {
  it("lists and reads the caller's own account; another instructor's is not found, and never listed", async () => {
    const maya = await instructor();
    const ravi = await instructor("ravi@example.org");
    const mine = await createBankAccount(maya, valid);
    expect(await listBankAccounts(maya)).toEqual([mine]);
    expect(await getBankAccount(maya, mine.id)).toEqual(mine);
    expect(await listBankAccounts(ravi)).toEqual([]);
    for (const id of [mine.id, "not-a-uuid"]) {
      expect(await rejection(getBankAccount(ravi, id))).toBeInstanceOf(NotFoundError);
      expect(await rejection(updateBankAccount(ravi, id, { bankName: "Ravi's", currentPassword: TEST_PASSWORD }))).toBeInstanceOf(
        NotFoundError,
      );
      expect(await rejection(deleteBankAccount(ravi, id))).toBeInstanceOf(NotFoundError);
    }
    expect(await getBankAccount(maya, mine.id)).toEqual(mine);
    expect((await auditsOf(mine.id)).map((a) => a.action)).toEqual(["bankAccount.create"]);
  });

  it("changes the fields sent, keeps the number when it is left blank or sent back masked, and audits the names of the fields only", async () => {
    const maya = await instructor();
    const created = await createBankAccount(maya, valid);
    const sealedBefore = (await rowById(bankAccounts, created.id))!.accountNumberEncrypted;

    const renamed = await updateBankAccount(maya, created.id, {
      ...details,
      accountNumber: "",
      bankName: "  State Bank of India ",
      ifscCode: "sbin0005943",
      currentPassword: TEST_PASSWORD,
    });
    expect(renamed).toMatchObject({ bankName: "State Bank of India", ifscCode: "SBIN0005943", accountNumber: "XXXXXX9012" });
    expect((await rowById(bankAccounts, created.id))!.accountNumberEncrypted).toBe(sealedBefore);

    // The whole answer sent back, the masked number with it: nothing changes, nothing is written.
    const echoed = await updateBankAccount(maya, created.id, { ...renamed, currentPassword: TEST_PASSWORD });
    expect(echoed).toEqual(renamed);

    const renumbered = await updateBankAccount(maya, created.id, { accountNumber: " 000011112222333 ", currentPassword: TEST_PASSWORD });
    expect(renumbered).toMatchObject({ accountNumber: "XXXXXX2333", accountNumberLast4: "2333", bankName: "State Bank of India" });
    const row = (await rowById(bankAccounts, created.id))!;
    expect(row.accountNumberEncrypted).not.toBe(sealedBefore);
    expect(decryptField(env().bankAccountKeys, row.accountNumberEncrypted, `bank_accounts.account_number:${maya.id}`)).toBe(
      "000011112222333",
    );
    expect(await storedText(created.id)).not.toContain("00001111222");

    const audits = await auditsOf(created.id);
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      ["bankAccount.create", {}],
      ["bankAccount.update", { fields: ["ifscCode", "bankName"] }],
      ["bankAccount.update", { fields: ["accountNumber"] }],
    ]);
    expect(JSON.stringify(audits)).not.toMatch(/0000111122223|12345678/);
  });

  it("refuses a blank field, a changed read-only key and a missing or wrong password, changing nothing", async () => {
    const maya = await instructor();
    const created = await createBankAccount(maya, valid);
    const cases: [Record<string, unknown>, string][] = [
      [{ bankName: " ", currentPassword: TEST_PASSWORD }, "Bank name is required"],
      [{ accountNumber: "12AB", currentPassword: TEST_PASSWORD }, "Account number must be 9-18 digits"],
      [{ ifscCode: "HDFC", currentPassword: TEST_PASSWORD }, "Invalid IFSC code format"],
      [{ createdAt: "2020-01-01T00:00:00.000Z", currentPassword: TEST_PASSWORD }, "Created at cannot be changed here"],
      [{ userId: (await instructor("ravi@example.org")).id, currentPassword: TEST_PASSWORD }, "User id cannot be changed here"],
      [{ bankName: "Another Bank" }, CURRENT_PASSWORD_REQUIRED],
      [{ bankName: "Another Bank", currentPassword: "not-my-password" }, WRONG_CURRENT_PASSWORD],
    ];
    for (const [body, message] of cases) {
      expect(await rejection(updateBankAccount(maya, created.id, body))).toMatchObject({ status: 422, message });
    }
    expect(await getBankAccount(maya, created.id)).toEqual(created);
    expect((await auditsOf(created.id)).map((a) => a.action)).toEqual(["bankAccount.create"]);
  });

  it("deletes the account once, with its audit row; then it is not found and a new one may be added", async () => {
    const maya = await instructor();
    const created = await createBankAccount(maya, valid);
    expect(await deleteBankAccount(maya, created.id)).toEqual({ message: "Bank account deleted successfully" });
    expect(await countRows(bankAccounts)).toBe(0);
    expect(await rejection(deleteBankAccount(maya, created.id))).toBeInstanceOf(NotFoundError);
    expect((await auditsOf(created.id)).map((a) => a.action)).toEqual(["bankAccount.create", "bankAccount.delete"]);
    await createBankAccount(maya, valid);
    expect(await listBankAccounts(maya)).toHaveLength(1);
  });
});

describe("paymentDetailsFor (an invoice's payment details)", () => {
  it("answers the instructor's bank details with the number masked, or null without an account", async () => {
    const maya = await instructor();
    expect(await paymentDetailsFor(maya.id)).toBeNull();
    await createBankAccount(maya, valid);
    const db = await getDb();
    const inTransaction = await db.transaction((tx) => paymentDetailsFor(maya.id, tx));
    for (const payment of [await paymentDetailsFor(maya.id), inTransaction]) {
      expect(payment).toEqual({
        method: "Bank transfer",
        bankName: "HDFC Bank",
        accountHolder: "Maya Instructor",
        accountNumberMasked: "XXXXXX9012",
        ifscCode: "HDFC0001234",
        branchName: "Koramangala",
      });
    }
  });
});
