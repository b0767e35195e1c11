import { and, eq, getTableColumns, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { deleteObjectsLater } from "@/lib/jobs/storage";
import { getDb, type DbOrTx, type Tx } from "./client";

/**
 * Recycle bins (videos, library items, gallery photos): a record in the bin is the same row with
 * `deleted_at` set, so a restore gives back the same id, state and everything attached; a purge
 * deletes the row and then, through the outbox, its stored objects. Every move is one
 * conditional statement: of a restore and a purge (or two of either) racing, one finds the
 * record and the other gets 404, as if it were gone.
 *
 * Items stay BIN_RETENTION_DAYS in the bin; the features' scheduled jobs purge older ones with
 * purgeExpired, as the earlier system's bins expired (but with their files, which it forgot).
 */
export const BIN_RETENTION_DAYS = 30;

/** A table whose rows can rest in a bin: a uuid `id`, `deleted_at` and `deleted_by`. */
export type BinTable = PgTable & { id: AnyPgColumn; deletedAt: AnyPgColumn; deletedBy: AnyPgColumn };
type Row<T extends BinTable> = T["$inferSelect"];

/**
 * What a move answers with: every column but those PostgreSQL generates (derived values no caller
 * reads, such as the library's search vector: a few hundred bytes a row).
 */
function answerColumns(table: BinTable) {
  return Object.fromEntries(Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated));
}

/** Whether a record of `table` is in the bin (`bin`) or out of it. */
export function binState(table: BinTable, bin = false): SQL {
  return bin ? isNotNull(table.deletedAt) : isNull(table.deletedAt);
}

export type LoadOptions = {
  /** In the recycle bin (true) or out of it (default). */
  bin?: boolean;
  /** Further conditions; a record outside them is "not found" (e.g. someone else's, or a draft for someone who is not staff). */
  where?: SQL;
  /** The 404's message (default: the feature's). */
  notFound?: string;
  /** Read inside this transaction (default: the pool). */
  tx?: Tx;
  /** Lock the record's row until `tx` ends, for a read-modify-write (an edit). */
  lock?: boolean;
};

/** A feature's select of its records (with whatever it joins), narrowed by a condition; lockable. */
type RecordQuery<R> = PromiseLike<R[]> & { for(strength: "update", config: { of: PgTable }): PromiseLike<R[]> };

/**
 * One record of `table` by id, read with the feature's `select` (its one query every read starts
 * from): out of the bin unless `options.bin`, within `options.where`, locked when
 * `options.lock`. 404 (`options.notFound`, else `notFound`) when there is none, or the id is not
 * a uuid.
 */
export async function loadRecord<T extends BinTable, R>(
  table: T,
  select: (db: DbOrTx) => { where(where: SQL | undefined): RecordQuery<R> },
  id: string,
  notFound: string,
  options: LoadOptions = {},
): Promise<R> {
  const message = options.notFound ?? notFound;
  if (!isUuid(id)) throw new NotFoundError(message);
  const db = options.tx ?? (await getDb());
  const query = select(db).where(and(eq(table.id, id), binState(table, options.bin), options.where));
  const [row] = await (options.lock ? query.for("update", { of: table }) : query);
  if (!row) throw new NotFoundError(message);
  return row;
}

type BinMove = {
  id: string;
  /** Further conditions that say whether the record exists for this caller (the owner): outside them it is "not found". */
  where?: SQL;
  notFound: string;
};

async function conditionalUpdate<T extends BinTable>(tx: Tx, table: T, move: BinMove, inBin: boolean, set: PgUpdateSetSource<T>) {
  if (!isUuid(move.id)) throw new NotFoundError(move.notFound);
  const rows = (await tx
    .update(table)
    .set(set)
    .where(and(eq(table.id, move.id), binState(table, inBin), move.where))
    .returning(answerColumns(table))) as Row<T>[];
  const [row] = rows;
  if (!row) throw new NotFoundError(move.notFound);
  return row;
}

/** Moves a record that is not in the bin into it, by `actorId`. 404 when it is not there (for this caller) or already in the bin. */
export function moveToBin<T extends BinTable>(tx: Tx, table: T, move: BinMove & { actorId: string }): Promise<Row<T>> {
  return conditionalUpdate(tx, table, move, false, { deletedAt: new Date(), deletedBy: move.actorId } as PgUpdateSetSource<T>);
}

/** Takes a record out of the bin: the same row, as it was. 404 when it is not in the bin (for this caller). */
export function restoreFromBin<T extends BinTable>(tx: Tx, table: T, move: BinMove): Promise<Row<T>> {
  return conditionalUpdate(tx, table, move, true, { deletedAt: null, deletedBy: null } as PgUpdateSetSource<T>);
}

/**
 * Deletes a record in the bin for good: one conditional DELETE … RETURNING, then its stored
 * objects (`keys` of the deleted row) through the outbox once this transaction commits.
 * 404 when it is not in the bin (for this caller).
 */
export async function purgeFromBin<T extends BinTable>(
  tx: Tx,
  table: T,
  move: BinMove & { keys: (row: Row<T>) => readonly (string | null | undefined)[] },
): Promise<Row<T>> {
  if (!isUuid(move.id)) throw new NotFoundError(move.notFound);
  const rows = (await tx
    .delete(table)
    .where(and(eq(table.id, move.id), isNotNull(table.deletedAt), move.where))
    .returning(answerColumns(table))) as Row<T>[];
  const [row] = rows;
  if (!row) throw new NotFoundError(move.notFound);
  await deleteObjectsLater(tx, move.keys(row));
  return row;
}

/** Rows per run of purgeExpired: bounded work within the scheduler's lease; the rest waits for the next run. */
const PURGE_BATCH = 200;

/**
 * A scheduled job's body: purges the records of `table` that have been in the bin for more than
 * BIN_RETENTION_DAYS (at most a batch per run), with their objects through the outbox, in one
 * transaction with `onPurged` (an audit row). Rows another run holds are skipped, so two runs at
 * once purge each record once. Answers how many it purged.
 */
export async function purgeExpired<T extends BinTable>(
  table: T,
  options: {
    keys: (row: Row<T>) => readonly (string | null | undefined)[];
    onPurged?: (tx: Tx, rows: Row<T>[]) => Promise<void>;
    now?: Date;
  },
): Promise<number> {
  const db = await getDb();
  const cutoff = new Date((options.now ?? new Date()).getTime() - BIN_RETENTION_DAYS * 24 * 60 * 60_000);
  return db.transaction(async (tx) => {
    const due = sql`(SELECT ${table.id} FROM ${table} WHERE ${and(isNotNull(table.deletedAt), lt(table.deletedAt, cutoff))} ORDER BY ${table.deletedAt} LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED)`;
    const rows = (await tx
      .delete(table)
      .where(sql`${table.id} IN ${due}`)
      .returning(answerColumns(table))) as Row<T>[];
    if (rows.length === 0) return 0;
    await deleteObjectsLater(
      tx,
      rows.flatMap((row) => options.keys(row)),
    );
    await options.onPurged?.(tx, rows);
    return rows.length;
  });
}
