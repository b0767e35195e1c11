import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/config/env";
import { logFor } from "@/lib/observability/log";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

/** Both drivers (node-postgres and PGlite) produce this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, usable wherever a Database is. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

export const migrationsFolder = path.join(process.cwd(), "drizzle");

type Holder = { promise?: Promise<Database>; close?: () => Promise<void> };
const globalHolder = globalThis as typeof globalThis & { __mmfDb?: Holder };
const holder: Holder = (globalHolder.__mmfDb ??= {});
const log = logFor("db");

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    // A request waiting for a connection that cannot be made (the server down, the pool exhausted)
    // fails after this long and is answered 503 (lib/http), instead of hanging until the client gives up.
    connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 3_000),
  });
  // An idle connection the server closed (a restart, a failover) is an error of the pool: without
  // a listener Node would end the process. The pool drops that connection and opens a new one when needed.
  pool.on("error", (error) => log.warn({ err: error }, "an idle database connection was closed"));
  holder.close = () => pool.end();
  return drizzle(pool, { schema }) as unknown as Database;
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  // pg_trgm: the catalogue's search indexes (migration 0004) need it.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // One process per data directory, which PGlite does not check itself (data-dir-lock.ts).
  const unlock = lockDataDir(dataDir);
  const client = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  holder.close = async () => {
    await client.close();
    unlock();
  };
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return db as unknown as Database;
}

/**
 * The database for this process. With DATABASE_URL (or TEST_DATABASE_URL under tests) it is a
 * node-postgres pool; otherwise PGlite under DATA_DIR, migrated on first open (the server seeds
 * it at start: instrumentation-node.ts).
 * PGlite allows one process per data directory, so only the server process opens it; a second
 * process that tries is refused (DataDirInUseError) rather than let in to overwrite the first's commits.
 */
export function getDb(): Promise<Database> {
  holder.promise ??= (async () => {
    const url = process.env.NODE_ENV === "test" ? process.env.TEST_DATABASE_URL : env().databaseUrl;
    return url ? openPostgres(url) : openEmbedded(env().dataDir);
  })();
  return holder.promise;
}

export async function closeDb(): Promise<void> {
  await holder.close?.();
  holder.promise = undefined;
  holder.close = undefined;
}
