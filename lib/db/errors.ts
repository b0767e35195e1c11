/** The error and its causes (`cause`, and an AggregateError's `errors`), at most `depth` deep. */
function* chain(error: unknown, depth = 5): Generator<object> {
  if (!error || typeof error !== "object" || depth === 0) return;
  yield error;
  if (error instanceof AggregateError) for (const inner of error.errors) yield* chain(inner, depth - 1);
  if ("cause" in error) yield* chain((error as { cause?: unknown }).cause, depth - 1);
}

const codeOf = (error: object): unknown => (error as { code?: unknown }).code;

/**
 * True when a Postgres unique constraint refused the write (SQLSTATE 23505), from pg or PGlite;
 * with `constraint`, only when it was that constraint (an index's name).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const current of chain(error)) {
    if (codeOf(current) === "23505") {
      return constraint === undefined || (current as { constraint?: unknown }).constraint === constraint;
    }
  }
  return false;
}

/** The socket errors of a database server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres's own words for a connection it lost or could not make in time. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
];

/**
 * True when the database could not be reached, rather than refusing the statement: the server is
 * down or restarting (SQLSTATE class 08, connection exception; 57P01-57P03, shut down or not yet
 * accepting connections), the socket failed, or the pool gave up waiting for a connection. Such a
 * request may succeed a moment later, so it is answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of chain(error)) {
    const code = codeOf(current);
    if (typeof code === "string" && (NETWORK_CODES.has(code) || code.startsWith("08") || ["57P01", "57P02", "57P03"].includes(code))) {
      return true;
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string" && DRIVER_MESSAGES.some((words) => message.includes(words))) return true;
  }
  return false;
}
