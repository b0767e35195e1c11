import { sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { accountSettings } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { parseInput } from "@/lib/validate";
import { assertCan } from "@/registry/permissions";
import { accountSettingsSchema } from "@/features/accounts/schema";
import { auditAccountSettings } from "../audit";

export type AccountSettings = { autoApproveStudents: boolean; updatedAt: string | null };

/** Off until a superadmin turns it on: every new account waits for an administrator, as the spec says. */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = { autoApproveStudents: false, updatedAt: null };

/** The one record as stored, or the defaults when no superadmin has saved it yet. */
export async function readAccountSettings(db?: DbOrTx): Promise<AccountSettings> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(accountSettings).limit(1);
  return row ? { autoApproveStudents: row.autoApproveStudents, updatedAt: row.updatedAt.toISOString() } : DEFAULT_ACCOUNT_SETTINGS;
}

/** GET /api/v1/account-settings: the superadmin's view of the settings. */
export async function getAccountSettings(actor: Actor | null): Promise<AccountSettings> {
  assertCan(actor, "accountSettings.manage");
  return readAccountSettings();
}

/**
 * PUT /api/v1/account-settings `{ autoApproveStudents }`: one upsert of the one record, audited in
 * the same transaction with the value set.
 */
export async function setAccountSettings(actor: Actor | null, input: unknown): Promise<AccountSettings> {
  assertCan(actor, "accountSettings.manage");
  const { autoApproveStudents } = parseInput(accountSettingsSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountSettings)
      .values({ singleton: true, autoApproveStudents })
      .onConflictDoUpdate({ target: accountSettings.singleton, set: { autoApproveStudents, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error("upsert returned no row");
    await auditAccountSettings(tx, actor, "accountSettings.update", "account_settings", { autoApproveStudents });
    return { autoApproveStudents: row.autoApproveStudents, updatedAt: row.updatedAt.toISOString() };
  });
}

/**
 * The status a new account is inserted with, decided by the database in the insert itself: a
 * general (student) account is approved when the setting is on at that moment, every other
 * account is pending.
 */
export function statusAtSignUp(role: string) {
  if (role !== "user") return sql`'pending'::account_status`;
  return sql`(CASE WHEN coalesce((SELECT auto_approve_students FROM account_settings WHERE singleton), false) THEN 'approved' ELSE 'pending' END)::account_status`;
}
