/**
 * True when a Postgres unique constraint refused the write (SQLSTATE 23505), from pg or PGlite;
 * with `constraint`, only when it was that constraint (an index's name).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "code" in current && (current as { code?: unknown }).code === "23505") {
      return constraint === undefined || (current as { constraint?: unknown }).constraint === constraint;
    }
    current = typeof current === "object" && current !== null && "cause" in current ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}
