import { sql, type SQL } from "drizzle-orm";

/**
 * A list of texts as one `text[]` parameter: written as PostgreSQL's array literal (each item
 * quoted, `"` and `\` escaped) and cast, so node-postgres and PGlite send it alike (a JS array
 * in a drizzle template would become a list of separate parameters).
 */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  return sql`${literal}::text[]`;
}
