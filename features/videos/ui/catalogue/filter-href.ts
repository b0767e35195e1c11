/** The catalogue's form fields, in the order its URLs name them (catalogueHref's order). */
const FIELDS = ["q", "tag", "instructor", "duration"] as const;

/**
 * The catalogue URL a filter form asks for: its non-empty fields, trimmed, in a fixed order, and
 * no page (a new search starts at page 1). The same URL as the server's `catalogueHref` gives for
 * those values, so a view has one address whether the form was sent by the browser or by script.
 * Free of imports: the browser's bundle gets this and nothing of the server's validation.
 */
export function filterHref(form: { get(name: string): FormDataEntryValue | null }): string {
  const search = new URLSearchParams();
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === "string" && value.trim() !== "") search.set(name, value.trim());
  }
  const query = search.toString();
  return query ? `/videos?${query}` : "/videos";
}
