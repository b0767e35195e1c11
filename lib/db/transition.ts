import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import type { DbOrTx } from "./client";

/** A table whose records move between states: a uuid `id` and a `status` column. */
export type StatefulTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };
type Row<T extends StatefulTable> = T["$inferSelect"];
type Status<T extends StatefulTable> = Row<T> extends { status: infer S } ? S : never;

export type TransitionOptions<T extends StatefulTable> = {
  id: string;
  /** The statuses the record may be in for this change; omitted: any (a change of another column, e.g. restoring from a bin). */
  from?: readonly Status<T>[];
  set: PgUpdateSetSource<T>;
  /** Further conditions that say whether the record exists for this caller (e.g. `deleted_at IS NULL`, the owner): outside them it is "not found". */
  where?: SQL;
  /** The 409 message when the record exists but is in another status; a function gets the record as it now is. */
  conflict: string | ((current: Row<T>) => string);
  /** The 404 message. */
  notFound: string;
  /**
   * The record's `updatedAt` as the person deciding saw it (ISO, to the millisecond, as our
   * answers give it): a record changed since then is 409 `changed` (while its status would still
   * allow the change), so nothing is decided on a version nobody saw. Needs an `updatedAt` column.
   */
  seen?: { updatedAt: string; changed: string };
};

/**
 * The condition that a record is still the version a person saw: its `updatedAt` column equals
 * `seen` (ISO, to the millisecond, as our answers give it), compared to the millisecond.
 */
export function sameVersion(updatedAt: AnyPgColumn, seen: string): SQL {
  return sql`date_trunc('milliseconds', ${updatedAt}) = ${seen}::timestamptz`;
}

/**
 * Every change of a record's state (approve, reject, restore, …) goes through here: one
 * conditional UPDATE, never a check in memory followed by a blind write.
 *
 *   UPDATE t SET … FROM (SELECT id, status FROM t WHERE id = $id AND <where> FOR UPDATE) previous
 *   WHERE t.id = previous.id AND t.status = ANY($from) AND <where> RETURNING t.*, previous.status
 *
 * Of two requests racing for the same record, PostgreSQL lets one UPDATE through and re-checks
 * the other's WHERE against the committed row, so exactly one gets a row back. The loser gets
 * ConflictError (409) with the caller's message, or NotFoundError (404) when no record matches
 * `id` and `where` any more; that follow-up SELECT runs only on the failure path. The locked
 * subquery only reports the status the record had just before this change (`from` of the
 * result, for audit rows): it is read under the row lock, so it is the committed one.
 *
 * Run it with the caller's transaction handle, and write the audit row in that same
 * transaction, with any mail enqueued there too (lib/jobs/mail.ts): it is sent once this commits.
 */
export async function transition<T extends StatefulTable>(
  db: DbOrTx,
  table: T,
  options: TransitionOptions<T>,
): Promise<{ row: Row<T>; from: Status<T> }> {
  const { id, from, set, where, conflict, notFound, seen } = options;
  if (!isUuid(id)) throw new NotFoundError(notFound);
  const scope = and(eq(table.id, id), where);
  const updatedAt = seen ? (table as unknown as { updatedAt?: AnyPgColumn }).updatedAt : undefined;
  if (seen && !updatedAt) throw new Error("transition: `seen` needs a table with an updatedAt column");
  const unchanged = seen && updatedAt ? sameVersion(updatedAt, seen.updatedAt) : undefined;
  const previous = db
    .select({
      previousId: sql<string>`${table.id}`.as("previous_id"),
      previousStatus: sql<Status<T>>`${table.status}`.as("previous_status"),
    })
    .from(table as PgTable)
    .where(scope)
    .for("update")
    .as("previous");
  // Drizzle cannot follow a generic table through update().from().returning(); at run time it
  // answers the table's columns with the subquery's under `previous`.
  const rows = (await db
    .update(table)
    .set(set)
    .from(previous)
    .where(and(eq(table.id, previous.previousId), from ? inArray(table.status, [...from]) : undefined, where, unchanged))
    .returning()) as unknown as (Row<T> & { previous: { previousStatus: Status<T> } })[];
  const [result] = rows;
  if (result) {
    const { previous: prior, ...row } = result;
    return { row: row as Row<T>, from: prior.previousStatus };
  }
  const [current] = (await db
    .select()
    .from(table as PgTable)
    .where(scope)) as Row<T>[];
  if (!current) throw new NotFoundError(notFound);
  const stillAllowed = !from || (from as readonly unknown[]).includes((current as { status: unknown }).status);
  const version = (current as { updatedAt?: Date }).updatedAt;
  if (seen && stillAllowed && version && version.getTime() !== Date.parse(seen.updatedAt)) throw new ConflictError(seen.changed);
  throw new ConflictError(typeof conflict === "function" ? conflict(current) : conflict);
}

/**
 * The same rule for a removal (a purge): one conditional DELETE … RETURNING; when no row comes
 * back the record is not there for this caller (404), e.g. another request restored or purged it.
 */
export async function deleteIf<T extends PgTable & { id: AnyPgColumn }>(
  db: DbOrTx,
  table: T,
  options: { id: string; where?: SQL; notFound: string },
): Promise<T["$inferSelect"]> {
  if (!isUuid(options.id)) throw new NotFoundError(options.notFound);
  const rows = (await db
    .delete(table)
    .where(and(eq(table.id, options.id), options.where))
    .returning()) as T["$inferSelect"][];
  const [row] = rows;
  if (!row) throw new NotFoundError(options.notFound);
  return row;
}
