/**
 * The addresses of the public search pages (/videos, /gallery, /resources), for the server and
 * the browser alike (no JavaScript of the browser's needed): one URL per view.
 */
type Params = Readonly<Record<string, string | number | undefined>>;

/**
 * The page `path` with these parameters, named in the order of `fields` (the page's own order,
 * `page` last): empty values and page 1 left out. GetForm's getFormHref gives the same address
 * for the same choice, from the form's fields.
 */
export function searchHref(path: string, fields: readonly string[], params: Params): string {
  const search = new URLSearchParams();
  for (const key of fields) {
    const value = params[key];
    if (value === undefined || value === "" || (key === "page" && Number(value) <= 1)) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The parameters as the query object a listing service takes (its values as strings). */
export function toQuery(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = String(value);
  return out;
}
