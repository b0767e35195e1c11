/** The gallery form's fields, in the order its URLs name them (galleryHref's order), and the defaults left out of an address. */
const FIELDS = ["q", "category", "date", "sort"] as const;
const DEFAULTS: Readonly<Record<string, string>> = { date: "all", sort: "newest" };

/**
 * The gallery URL a filter form asks for: its fields with a value other than the default,
 * trimmed, in a fixed order, and no page (a new search starts at page 1). The same URL the
 * server's galleryHref gives for those values. Free of imports: the browser's bundle gets this
 * and nothing of the server's validation.
 */
export function filterHref(form: { get(name: string): FormDataEntryValue | null }): string {
  const search = new URLSearchParams();
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === "string" && value.trim() !== "" && value.trim() !== DEFAULTS[name]) search.set(name, value.trim());
  }
  const query = search.toString();
  return query ? `/gallery?${query}` : "/gallery";
}
