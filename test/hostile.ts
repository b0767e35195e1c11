import fc from "fast-check";

/**
 * Hostile and careless values for property tests of what the site takes in (test/api/hostile-input.test.ts
 * walks every /api/v1 route with them; the payment webhook's test signs them into events): control
 * characters, unpaired surrogates, 1 MB strings, extreme numbers, wrong types, 10,000-deep nesting,
 * and the helpers that put one into a valid body at any depth.
 */

const BIG = "x".repeat(1_000_000);
/**
 * Values JSON.stringify cannot write (it writes -0 as 0, and its replacer recurses too deep for
 * 10,000 levels): markers, replaced in the encoded text by `encode`.
 */
const RAW_VALUES = {
  "\uE000negative-zero": "-0",
  "\uE000deep-array": "[".repeat(10_000) + "]".repeat(10_000),
  "\uE000deep-object": '{"a":'.repeat(10_000) + "[]" + "}".repeat(10_000),
};
const [NEGATIVE_ZERO, DEEP_ARRAY, DEEP_OBJECT] = Object.keys(RAW_VALUES) as [string, string, string];

const CONTROL = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b", "\u007f", "\u0085", "\u009f"];
export const hostileString = fc.oneof(
  fc.constantFrom(...CONTROL).map((c) => `calm${c}breath`),
  fc.constantFrom("\u0000", "\ud800", "calm\udfff", "\ud83d", "%00", "' OR '1'='1", "\u202e", "\ufeff", "\\u0000", "𝕏".repeat(3000)),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(BIG, "\u0000".repeat(100_000)),
);
export const hostileNumber = fc.oneof(
  fc.constantFrom(1e-46, -1e-46, 1e-300, 5e-324, 1e308, 1.7976931348623157e308, -1.7e308, NEGATIVE_ZERO, -1, 0.5, 2 ** 31, 2 ** 53 + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom("NaN", "Infinity", "-0", "1e-46", "1e308", ""),
);
const wrongType = fc.constantFrom<unknown>(null, true, false, 0, "", [], {}, [[]], [{}], { "": "" });
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: wrongType, weight: 2 },
  { arbitrary: fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT), weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }), weight: 1 },
);

/** Where a value sits in a JSON body: keys and indexes from the top. */
export type Path = (string | number)[];

/** Every path in `value` (objects and arrays, and what they hold), the body itself excepted. */
export function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => pathsOf(item, [...path, i]))];
  if (value !== null && typeof value === "object") return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))];
  return here;
}

/** A copy of `value` with `replacement` at `path`. */
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

/** The value at `path` in `value`. */
export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** `body` as JSON text, with the raw values JSON.stringify cannot write (-0, deep nesting) in place. */
export function encode(body: unknown): string {
  let text = JSON.stringify(body, (_key, v: unknown) => (Object.is(v, -0) ? NEGATIVE_ZERO : v)) ?? "";
  for (const [marker, raw] of Object.entries(RAW_VALUES)) text = text.replaceAll(JSON.stringify(marker), raw);
  return text;
}

/** A hostile value at one path of `valid`: mostly one of the field's own type (it passes the type check and reaches what lies behind it), else any. */
export function oneFieldHostile(valid: object, paths: Path[] = pathsOf(valid)): fc.Arbitrary<{ path: Path; body: unknown }> {
  return fc.constantFrom(...paths).chain((path) => {
    const current = valueAt(valid, path);
    const sameType = typeof current === "string" ? hostileString : typeof current === "number" ? hostileNumber : hostileValue;
    return fc
      .oneof({ arbitrary: sameType, weight: 3 }, { arbitrary: hostileValue, weight: 1 })
      .map((v) => ({ path, body: setAt(valid, path, v) }));
  });
}
