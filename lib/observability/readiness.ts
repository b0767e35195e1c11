import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, migrationsFolder, type DbOrTx } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { logFor } from "./log";

const log = logFor("ready");

/** How long the database may take to answer before the instance counts as not ready. */
export const READY_TIMEOUT_MS = 3_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

type JournalEntry = { when: number; tag: string };

/** The migrations this build carries: drizzle-kit's journal (drizzle/meta/_journal.json). */
async function journal(folder: string): Promise<JournalEntry[]> {
  const text = await readFile(path.join(folder, "meta", "_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

const UNDEFINED_TABLE = "42P01";
const codeOf = (error: unknown): unknown =>
  (error as { code?: unknown })?.code ?? ((error as { cause?: { code?: unknown } })?.cause?.code as unknown);

/**
 * The migrations of the journal the database has not applied. Drizzle's migrator records each
 * applied migration in drizzle.__drizzle_migrations with the journal's `when` as created_at.
 * Each entry is looked up by its own `when` rather than compared with the latest applied one:
 * the journal's times are not always in order (drizzle-kit takes them from the clock of
 * whoever generated the migration), and a migration older than the latest applied is missing
 * all the same.
 */
async function pendingMigrations(db: DbOrTx, folder: string): Promise<string[]> {
  const entries = await journal(folder);
  let applied = new Set<number>();
  try {
    const rows = rowsOf<{ created_at: string | number }>(await db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`));
    applied = new Set(rows.map((row) => Number(row.created_at)));
  } catch (error) {
    if (codeOf(error) !== UNDEFINED_TABLE) throw error;
  }
  return entries.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());
}

/**
 * Whether this instance can serve: the database answers within READY_TIMEOUT_MS and has every
 * migration this build carries. The reason says which, for an operator; it names no host,
 * user or database error (those are logged).
 */
export async function checkReadiness(options: { db?: DbOrTx; migrationsFolder?: string; timeoutMs?: number } = {}): Promise<Readiness> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  let pending: string[];
  try {
    pending = await Promise.race([
      (async () => {
        const db = options.db ?? (await getDb());
        await db.execute(sql`SELECT 1`);
        return pendingMigrations(db, folder);
      })(),
      timeout(options.timeoutMs ?? READY_TIMEOUT_MS),
    ]);
  } catch (error) {
    log.warn({ err: error }, "not ready: the database did not answer");
    return { ready: false, reason: "The database is not reachable." };
  }
  if (pending.length > 0) {
    return {
      ready: false,
      reason: `The database lacks ${pending.length} migration${pending.length === 1 ? "" : "s"} of this build (${pending.join(", ")}): run npm run db:migrate.`,
    };
  }
  return { ready: true };
}
