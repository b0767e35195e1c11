/**
 * The rows of a raw `db.execute(sql…)` result. node-postgres and PGlite both answer an object
 * with `rows`; the shared Database type leaves the result untyped.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error("Unexpected database result: no rows");
  return rows as T[];
}
