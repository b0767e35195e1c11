/**
 * The entries of `values` (what a form holds when it is sent) that differ from `shown` (what it
 * was filled with when it opened): strings compared without their surrounding spaces, lists item
 * by item, and null, undefined and "" all as empty. An edit dialog sends only these, so saving
 * one field never puts back another that someone else changed after the list was drawn.
 */
export function changedFields<T extends object>(shown: T, values: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (!sameValue(shown[key], values[key])) changes[key] = values[key];
  }
  return changes;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === "string" && typeof b === "string") return a.trim() === b.trim();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const empty = (v: unknown) => v === null || v === undefined || v === "";
  return Object.is(a, b) || (empty(a) && empty(b));
}
