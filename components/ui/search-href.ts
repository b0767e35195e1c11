/**
 * The addresses of the public search pages (/videos, /gallery, /resources), for the server and
 * the browser alike (no JavaScript of the browser's needed): one URL per view.
 */
type Params = Readonly<Record<string, string | number | undefined>>;

/**
 * The page `path` with these parameters, named in the order of `fields` (the page's own order,
 * `page` last): empty values and page 1 left out. getFormHref (below) gives the same address
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

/**
 * The address a GET form asks for: its fields in the form's order, trimmed, without the empty
 * ones and those at their default (`defaults`, e.g. `{ sort: "newest" }`), and so without a page
 * (a new search starts at page 1). One URL per view, whether the browser or the script sent it.
 * Self-contained: the plain GET forms' inline script (components/ui/plain-get-form.tsx) is sent
 * with its source text.
 */
export function getFormHref(
  action: string,
  form: Iterable<[string, FormDataEntryValue]>,
  defaults: Readonly<Record<string, string>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, entry] of form) {
    if (typeof entry !== "string") continue;
    const value = entry.trim();
    if (value !== "" && value !== defaults[name]) search.set(name, value);
  }
  const query = search.toString();
  return query ? `${action}?${query}` : action;
}
