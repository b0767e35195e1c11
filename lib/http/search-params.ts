/** URL search params (a page's `searchParams` or a URLSearchParams) as a plain object: the first value of each, as the lists read them. */
export function queryFromParams(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [key, value] of entries) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string" && !(key in out)) out[key] = first;
  }
  return out;
}
