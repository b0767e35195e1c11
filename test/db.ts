import { answerCache, htmlCache } from "@/lib/cache/memory-cache";
import { and, count, eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable, type AnyPgColumn } from "drizzle-orm/pg-core";
import { hashPassword } from "@/features/accounts/server/password";
import type { Actor } from "@/lib/session/actor-type";
import { getDb } from "@/lib/db/client";
import * as schema from "@/lib/db/schema";
import { auditLog, outbox, users, type AccountStatus, type Role, type UserRow } from "@/lib/db/schema";
import { DELETE_OBJECTS_JOB } from "@/lib/jobs/outbox";

export { getDb };

/** The password of every user made by createUser unless one is given. */
export const TEST_PASSWORD = "correct-horse-battery-staple";

/** Every table of the schema (lib/db/schema exports them all), so a new feature's tables are wiped too. */
export const allTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** Empties every table and restarts their sequences, and forgets the guests' answers and pages kept from the old rows (lib/cache/memory-cache.ts). */
export async function resetDb(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`TRUNCATE TABLE ${sql.join(allTables, sql`, `)} RESTART IDENTITY CASCADE`);
  answerCache.clear();
  htmlCache.clear();
}

/**
 * A digest of every row of every table but `except`, by table name (not only the counts: an
 * update in place shows too). Two equal digests say a request wrote nothing.
 */
export async function tableDigests({ except = [] }: { except?: PgTable[] } = {}): Promise<Record<string, string>> {
  const skipped = new Set(except.map(getTableName));
  const names = allTables.map(getTableName).filter((name) => !skipped.has(name));
  const db = await getDb();
  const parts = names.map(
    (name) =>
      `SELECT '${name}' AS name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
  );
  const result = await db.execute(sql.raw(parts.join(" UNION ALL ")));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string; digest: string }[];
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

// argon2id takes tens of milliseconds: hash each distinct password once per test file.
const hashes = new Map<string, Promise<string>>();
export function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let serial = 0;

export type NewUser = Partial<Omit<typeof users.$inferInsert, "passwordHash">> & {
  role: Role;
  status?: AccountStatus;
  password?: string;
};

/** Inserts a user directly (no service, no mail) with a real argon2 hash of `password`. */
export async function createUser(input: NewUser): Promise<UserRow> {
  const { password = TEST_PASSWORD, status = "approved", ...rest } = input;
  serial += 1;
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      name: `${rest.role[0]!.toUpperCase()}${rest.role.slice(1)} ${serial}`,
      email: `${rest.role}-${serial}-${process.pid}@example.test`,
      ...rest,
      status,
      passwordHash: await cachedHash(password),
    })
    .returning();
  if (!row) throw new Error("createUser: insert returned no row");
  return row;
}

export function actorFor(row: UserRow): Actor {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    allowedTabs: row.allowedTabs,
    sessionVersion: row.sessionVersion,
  };
}

/** The actor of the account with this e-mail (a demo account the seed made); the test fails when there is none. */
export async function actorByEmail(email: string): Promise<Actor> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`actorByEmail: no account ${email}`);
  return actorFor(row);
}

export async function countRows(table: PgTable): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The row of `table` with this id as it is stored now, or undefined. */
export async function rowById<T extends PgTable & { id: AnyPgColumn }>(table: T, id: string): Promise<T["$inferSelect"] | undefined> {
  const db = await getDb();
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))) as T["$inferSelect"][];
  return rows[0];
}

/** The audit rows about `targetId`, oldest first. */
export async function auditsOf(targetId: string) {
  const db = await getDb();
  return db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
}

/**
 * The storage keys queued for deletion in the outbox (lib/jobs/storage deleteObjectsLater): those
 * due now, or with `later` those deleted a second time once their upload URL is dead.
 */
export async function queuedDeletions({ later = false }: { later?: boolean } = {}): Promise<string[]> {
  const db = await getDb();
  const due = later ? sql`${outbox.runAfter} > now()` : sql`${outbox.runAfter} <= now()`;
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, DELETE_OBJECTS_JOB), due))
    .orderBy(outbox.id);
  return rows.flatMap((row) => (row.payload as { keys: string[] }).keys);
}
