import { DrizzleQueryError } from "drizzle-orm";

/**
 * What a log line (or the outbox's last_error) may say of an unexpected error. Drizzle wraps a
 * failed statement in an error whose message lists the statement's parameters: a new account's
 * password hash and e-mail, a reset token's hash. Of those only the statement (its placeholders,
 * no values) and the database's own error are kept. With `stack`, the stack of what failed (the
 * database's error for a statement).
 */
export function loggable(error: unknown, { stack = false }: { stack?: boolean } = {}): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause;
    const why = cause instanceof Error ? (stack ? (cause.stack ?? cause.message) : cause.message) : String(cause ?? "no cause");
    return `Failed query: ${error.query}\n${why}`;
  }
  if (error instanceof Error) return stack ? (error.stack ?? error.message) : error.message;
  return String(error);
}
