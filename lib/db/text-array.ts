import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A list of texts as one `text[]` parameter: written as PostgreSQL's array literal (each item
 * quoted, `"` and `\` escaped) and cast, so node-postgres and PGlite send it alike (a JS array
 * in a drizzle template would become a list of separate parameters).
 */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  return sql`${literal}::text[]`;
}

/**
 * Whether the `text[]` column holds the same texts as `values`, in any order (duplicates aside):
 * the condition of an update that may only replace the list someone was shown.
 */
export function holdsSameTexts(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = textArray(values);
  return sql`(${column} @> ${list} AND ${column} <@ ${list})`;
}
