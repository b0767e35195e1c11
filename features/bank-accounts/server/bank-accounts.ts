import { and, eq } from "drizzle-orm";
import { confirmCurrentPassword } from "@/features/accounts";
import { auditBankAccount } from "@/features/bank-accounts/audit";
import { bankAccountSchema, bankAccountUpdateSchema } from "@/features/bank-accounts/schema";
import { maskedAccountNumber, sealedNumber } from "./account-number";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { deleteIf } from "@/lib/db/transition";
import { bankAccounts, type BankAccountRow } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { Actor } from "@/lib/session/actor-type";
import { isPlainObject, parseInput, parseUpdate } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";

const NOT_FOUND = "Bank account not found";
export const ALREADY_EXISTS = "Bank account already exists for this user";

/**
 * The API's bank account (original-api.md 3.16, spec 01 §3): `accountNumber` is the masked number,
 * which the spec's client shows as it is given; the whole number is never answered.
 */
export function serializeBankAccount(row: BankAccountRow) {
  return {
    _id: row.id,
    id: row.id,
    userId: row.userId,
    accountHolderName: row.accountHolderName,
    accountNumber: maskedAccountNumber(row.accountNumberLast4),
    accountNumberLast4: row.accountNumberLast4,
    ifscCode: row.ifscCode,
    bankName: row.bankName,
    branchName: row.branchName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type BankAccount = ReturnType<typeof serializeBankAccount>;

/** The caller's own account; anyone else's is "not found", never "forbidden" (nothing says it exists). */
async function ownRow(db: DbOrTx, actor: Actor, id: string): Promise<BankAccountRow> {
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, actor.id)));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/**
 * POST /bankAccount: the instructor's one account. The fields are checked first, then that none
 * exists (409, before asking for the password), then the current password (accounts'
 * `confirmCurrentPassword`), then one INSERT with the audit row; of two at once, the unique index
 * on the owner lets one in and the other is the same 409.
 */
export async function createBankAccount(actor: Actor | null, input: unknown): Promise<BankAccount> {
  assertCan(actor, "bankAccount.manage");
  const { currentPassword, accountNumber, ...details } = parseInput(bankAccountSchema, input);
  const db = await getDb();
  const [existing] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, actor.id));
  if (existing) throw new ConflictError(ALREADY_EXISTS);
  await confirmCurrentPassword(actor, currentPassword);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bankAccounts)
        .values({ userId: actor.id, ...details, ...sealedNumber(actor.id, accountNumber) })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await auditBankAccount(tx, actor, "bankAccount.create", row.id);
      return serializeBankAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(ALREADY_EXISTS);
    throw error;
  }
}

/** GET /bankAccount: the caller's accounts (none or one). */
export async function listBankAccounts(actor: Actor | null): Promise<BankAccount[]> {
  assertCan(actor, "bankAccount.manage");
  const db = await getDb();
  const rows = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, actor.id));
  return rows.map(serializeBankAccount);
}

/** GET /bankAccount/{id}: the caller's own account. */
export async function getBankAccount(actor: Actor | null, id: string): Promise<BankAccount> {
  assertCan(actor, "bankAccount.manage");
  return serializeBankAccount(await ownRow(await getDb(), actor, id));
}

/**
 * PUT /bankAccount/{id}: the fields sent change (a blank account number keeps the stored one; so
 * does the masked one we answered, sent back as it was), after the current password. Keys of our
 * own answer sent back unchanged are accepted (`parseUpdate`). One conditional UPDATE on the row
 * and its owner, with the audit row naming the fields changed; nothing changed, nothing written.
 */
export async function updateBankAccount(actor: Actor | null, id: string, input: unknown): Promise<BankAccount> {
  assertCan(actor, "bankAccount.manage");
  const db = await getDb();
  const current = await ownRow(db, actor, id);
  const ours = serializeBankAccount(current);
  const sent = isPlainObject(input) && input.accountNumber === ours.accountNumber ? { ...input, accountNumber: undefined } : input;
  const { currentPassword, accountNumber, ...details } = parseUpdate(bankAccountUpdateSchema, sent, ours);
  await confirmCurrentPassword(actor, currentPassword);

  const changed = (Object.keys(details) as (keyof typeof details)[]).filter(
    (key) => details[key] !== undefined && details[key] !== current[key],
  );
  const set = {
    ...Object.fromEntries(changed.map((key) => [key, details[key]])),
    ...(accountNumber === undefined ? {} : sealedNumber(actor.id, accountNumber)),
  };
  const fields = accountNumber === undefined ? changed : [...changed, "accountNumber"];
  if (fields.length === 0) return ours;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bankAccounts)
      .set(set)
      .where(and(eq(bankAccounts.id, current.id), eq(bankAccounts.userId, actor.id)))
      .returning();
    if (!row) throw new NotFoundError(NOT_FOUND);
    await auditBankAccount(tx, actor, "bankAccount.update", row.id, { fields });
    return serializeBankAccount(row);
  });
}

/** DELETE /bankAccount/{id}: one conditional DELETE on the row and its owner, with the audit row. */
export async function deleteBankAccount(actor: Actor | null, id: string): Promise<{ message: string }> {
  assertCan(actor, "bankAccount.manage");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await deleteIf(tx, bankAccounts, { id, where: eq(bankAccounts.userId, actor.id), notFound: NOT_FOUND });
    await auditBankAccount(tx, actor, "bankAccount.delete", row.id);
  });
  return { message: "Bank account deleted successfully" };
}

/** An invoice's payment details (spec 02 §3 Invoice `paymentDetails`), the account number masked. */
export type PaymentDetails = {
  method: "Bank transfer";
  bankName: string;
  accountHolder: string;
  accountNumberMasked: string;
  ifscCode: string;
  branchName: string;
};

/**
 * The payment details of a person's bank account for their invoices, or null when they have none
 * (the invoice then says "N/A"). Pass the invoice's transaction to read it there.
 */
export async function paymentDetailsFor(userId: string, db?: DbOrTx): Promise<PaymentDetails | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  if (!row) return null;
  return {
    method: "Bank transfer",
    bankName: row.bankName,
    accountHolder: row.accountHolderName,
    accountNumberMasked: maskedAccountNumber(row.accountNumberLast4),
    ifscCode: row.ifscCode,
    branchName: row.branchName,
  };
}
