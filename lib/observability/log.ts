import pino, { type DestinationStream, type Level, type Logger, type LoggerOptions } from "pino";
import { loggable } from "@/lib/loggable";
import { currentRequestId } from "./context";

/**
 * The server's one logger: JSON lines on stdout (pino), one object a line with `level`, `time`,
 * `msg`, the request's `requestId` when there is one (lib/observability/context.ts) and the
 * fields given. docs/operations.md, "Logs, health, metrics, traces", says how to read them.
 *
 * No secret or personal data reaches a line, by three means:
 * - fields named like one (password, token, email, iban, card…), at the top or one level down,
 *   are replaced by "[redacted]" (pino's redact);
 * - an error is logged as its type, message and stack only (never its own properties, which may
 *   carry a request's values), through lib/loggable.ts, which drops the parameters a failed SQL
 *   statement would list;
 * - every message and error text is scrubbed of e-mail addresses, card and account numbers,
 *   signed tokens and password hashes, whatever wrote them.
 */

const LEVELS: readonly Level[] = ["fatal", "error", "warn", "info", "debug", "trace"];

/** Keys whose values never reach a line. */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "passwordHash",
  "token",
  "accessToken",
  "refreshToken",
  "resetToken",
  "secret",
  "apiKey",
  "authorization",
  "cookie",
  "email",
  "to",
  "replyTo",
  "phone",
  "iban",
  "accountNumber",
  "routingNumber",
  "bankAccount",
  "card",
  "cardNumber",
  "cvc",
];
const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), "*.headers.authorization", "*.headers.cookie"];

const PATTERNS: readonly [RegExp, string][] = [
  // An argon2 hash with its parameters (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`).
  [/\$argon2(?:id|i|d)\$[^\s"']+/g, "[hash]"],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, "[token]"],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, "[email]"],
  // An IBAN: two letters, two check digits, then 11 to 30 letters and digits (in groups or not).
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g, "[account]"],
  // A card or account number: 9 to 19 digits, maybe in groups.
  [/\b\d(?:[ -]?\d){8,18}\b/g, "[number]"],
];

/** A text with the personal and secret values that patterns can find replaced. */
export function scrub(text: string): string {
  return PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(loggable(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrub(loggable(error)),
    stack: scrub(loggable(error, { stack: true })),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
  };
}

const underTest = process.env.NODE_ENV === "test";

/** LOG_LEVEL when it names a level (or `silent`), else `info`; every level under tests, which read the lines (test/logs.ts). */
export function logLevel(given = process.env.LOG_LEVEL): Level | "silent" {
  const wanted = given?.trim().toLowerCase();
  if (wanted && (wanted === "silent" || (LEVELS as readonly string[]).includes(wanted))) return wanted as Level | "silent";
  return underTest ? "trace" : "info";
}

export function loggerOptions(level: Level | "silent" = logLevel()): LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === "string" ? scrub(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

/** A logger writing to `destination` (stdout when none): tests pass a stream to read the lines back. */
export function createLogger(destination?: DestinationStream, level?: Level | "silent"): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}

/**
 * Under tests the lines go to whoever listens (test/logs.ts captures them), and to stdout only
 * when LOG_LEVEL is set: a test run's output stays its reporter's.
 */
const testListeners = new Set<(line: string) => void>();
const testDestination: DestinationStream = {
  write(line: string) {
    for (const listener of testListeners) listener(line);
    if (process.env.LOG_LEVEL) process.stdout.write(line);
  },
};

/** For tests: `listener` gets every line written until the returned function is called. */
export function listenToLogs(listener: (line: string) => void): () => void {
  testListeners.add(listener);
  return () => testListeners.delete(listener);
}

export const log: Logger = underTest ? createLogger(testDestination) : createLogger();

/** A logger whose lines all name `component` (`{ component: "jobs" }`), the bracketed prefix of the old console lines. */
export const logFor = (component: string): Logger => log.child({ component });
