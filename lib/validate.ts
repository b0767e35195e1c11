import { z } from "zod";
import { InvalidError } from "@/lib/errors";

/**
 * Characters no text we keep may hold: control characters other than tab, line feed and
 * carriage return (C0, DEL and C1; PostgreSQL refuses NUL outright), and UTF-16 surrogate halves
 * without their pair (with the `u` flag a well-formed pair is one code point and does not match).
 */
const DISALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
const DISALLOWED_ALL = new RegExp(DISALLOWED.source, "gu");

export function hasDisallowedCharacters(text: string): boolean {
  return DISALLOWED.test(text);
}

/** The text without the characters of the rule: for search terms, where refusing would only break a link. */
export function stripDisallowedCharacters(text: string): string {
  return text.replace(DISALLOWED_ALL, "");
}

/**
 * A decision's optional `updatedAt`: the version of the record the person saw when they decided
 * (our dashboards send it; lib/db/transition.ts `seen`), as our answers give it.
 */
export const seenUpdatedAt = (what: string) =>
  z.iso.datetime({ offset: true, message: `updatedAt must be the ${what}'s updatedAt as we sent it` }).optional();

/** A text value trimmed (anything else as it is), for z.preprocess. */
export const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/**
 * A required text field of a form or body: trimmed, `required` when missing or blank, at most
 * `max` characters ("`label` must be at most `max` characters").
 */
export const requiredText = (label: string, max: number, required: string) =>
  z.preprocess(trimmed, z.string(required).min(1, required).max(max, `${label} must be at most ${max} characters`));

/**
 * A search term from a URL or a filter (q, tag, search): the characters of the rule are removed
 * rather than refused (refusing would only break a link), then `normalise` runs and the text is
 * cut to `max` (a cut between the halves of a pair drops the half); blank or not a string is
 * "no search".
 */
export const searchTerm = ({
  max = Infinity,
  normalise = (text: string) => text.trim(),
}: { max?: number; normalise?: (text: string) => string } = {}) =>
  z.preprocess(
    (v) =>
      typeof v === "string" ? stripDisallowedCharacters(normalise(stripDisallowedCharacters(v)).slice(0, max)) || undefined : undefined,
    z.string().optional(),
  );

/** ["courseName"] → "Course name"; ["tags", 0] → "Tags (item 1)": for messages about a field. */
function fieldLabel(path: readonly (string | number)[]): string {
  const at = path.findLastIndex((part) => typeof part === "string");
  const key = at >= 0 ? String(path[at]) : "";
  const words = key
    .replace(/^_+/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  const label = words ? words[0]!.toUpperCase() + words.slice(1) : "The input";
  const index = path[at + 1];
  return typeof index === "number" ? `${label} (item ${index + 1})` : label;
}

/** Every string of a parsed value holding a disallowed character, with its path. */
function disallowedStrings(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  if (typeof value === "string") {
    if (hasDisallowedCharacters(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => disallowedStrings(item, [...path, i], found));
  } else if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) disallowedStrings(item, [...path, key], found);
  }
  return found;
}

/**
 * Parses input with a shared schema; failures become a 422 with the first message and a field map.
 *
 * The one rule for text (docs/security.md): every string the schema lets through is checked for the
 * characters above, so no schema, present or future, can carry them to the database. Search
 * terms are cleaned by their schema (`searchTerm`) before this check, so they never fail it.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const bad = disallowedStrings(result.data);
    if (bad.length === 0) return result.data;
    const fields: Record<string, string> = {};
    for (const path of bad) fields[path.join(".") || "_"] ??= `${fieldLabel(path)} contains characters that are not allowed`;
    throw new InvalidError(Object.values(fields)[0]!, fields);
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= `"${key}" cannot be set here`;
      continue;
    }
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const message =
    first?.code === "unrecognized_keys"
      ? `Unexpected field${first.keys.length > 1 ? "s" : ""}: ${first.keys.join(", ")}`
      : first?.code === "invalid_type" && first.path.length === 0
        ? "The request body must be a JSON object"
        : (first?.message ?? "Invalid input");
  throw new InvalidError(message, fields);
}

// ── Update bodies that round-trip ──

/** Whether a read-only field's sent value is the one we hold (`ours`, from our own serialiser). */
export type SameValue = (sent: unknown, ours: unknown) => boolean;

/** A plain object (not null, an array or a Date): a JSON body or a query's parameters. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date);

/**
 * `input` without the fields `ignored`, when it is an object: for the names the server takes from
 * the account that the spec's clients type themselves (a photo's `schoolName`, a video's
 * `instructorName`). Whatever they say is accepted and never stored, so a client that types
 * another spelling never loses its upload or edit over it (DESIGN.md 4, docs/api.md).
 */
export function ignoringFields(input: unknown, ignored: readonly string[]): unknown {
  if (!isPlainObject(input)) return input;
  // fromEntries defines own properties, so a "__proto__" key stays a key (and is refused as unknown).
  return Object.fromEntries(Object.entries(input).filter(([key]) => !ignored.includes(key)));
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A scalar as we compare it: ids and numbers as strings, dates as ISO strings, undefined as null. */
function scalar(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (typeof v === "string" && ISO_DATE_TIME.test(v)) {
    const time = Date.parse(v);
    return Number.isNaN(time) ? v : new Date(time).toISOString();
  }
  return v === undefined ? null : v;
}

/** The id of a populated reference ({_id, name, …}), or undefined. */
const idOf = (v: Record<string, unknown>): string | undefined =>
  typeof v._id === "string" ? v._id : typeof v.id === "string" ? v.id : undefined;

/**
 * The default comparison: arrays by value, a populated reference by its id (so `uploadedBy` may
 * come back as the object or as the id string), other objects key by key, scalars normalised.
 * Recursion follows our value, so a deeply nested sent value costs no more than ours.
 */
export const sameValue: SameValue = (sent, ours) => {
  if (Array.isArray(ours)) return Array.isArray(sent) && sent.length === ours.length && ours.every((item, i) => sameValue(sent[i], item));
  if (isPlainObject(ours)) {
    const id = idOf(ours);
    if (id !== undefined) return typeof sent === "string" ? sent === id : isPlainObject(sent) && idOf(sent) === id;
    if (!isPlainObject(sent)) return false;
    const keys = new Set([...Object.keys(ours), ...Object.keys(sent)]);
    return [...keys].every((key) => sameValue(sent[key], ours[key]));
  }
  if (Array.isArray(sent) || isPlainObject(sent)) return false;
  return scalar(sent) === scalar(ours);
};

/**
 * Parses an update body that may be the whole object one of our answers returned (docs/security.md,
 * "Update bodies"): `schema` (strict) holds what this caller may change; every other
 * key of `ours` (the loaded record, through the serialiser of our answers, so the list follows
 * the answer's shape) is read-only: accepted when it equals our value (`same` overrides the
 * comparison per key), refused with 422 "<Field> cannot be changed here" when it differs. Keys
 * in neither are refused as unknown, as `parseInput` does.
 */
export function parseUpdate<S extends z.ZodObject>(
  schema: S,
  input: unknown,
  ours: Record<string, unknown>,
  same: Partial<Record<string, SameValue>> = {},
): z.output<S> {
  if (!isPlainObject(input) || Object.getPrototypeOf(input) !== Object.prototype) return parseInput(schema, input);
  const readOnly = Object.keys(input).filter((key) => !Object.hasOwn(schema.shape, key) && Object.hasOwn(ours, key));
  // fromEntries defines own properties, so a "__proto__" key stays a key (and is refused as unknown).
  const data = parseInput(schema, Object.fromEntries(Object.entries(input).filter(([key]) => !readOnly.includes(key))));
  const fields: Record<string, string> = {};
  for (const key of readOnly) {
    if (!(same[key] ?? sameValue)(input[key], ours[key])) fields[key] = `${fieldLabel([key])} cannot be changed here`;
  }
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new InvalidError(first, fields);
  return data;
}
