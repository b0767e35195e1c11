/**
 * The page numbers a pager shows: the first, the last and `radius` pages either side of the
 * current one, with `null` where pages are left out (shown as "…").
 */
export function pageWindow(page: number, totalPages: number, radius = 2): (number | null)[] {
  const pages = new Set([1, totalPages]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * The Link header (RFC 8288) of a paged answer: first, prev, next and last, as references
 * relative to this host (right behind any proxy), keeping the request's other parameters.
 */
export function pageLinks(url: URL, { page, limit, total }: { page: number; limit: number; total: number }): string {
  const last = pageCount(total, limit);
  const at = (n: number) => {
    const params = new URLSearchParams(url.searchParams);
    params.set("page", String(n));
    params.set("limit", String(limit));
    return `<${url.pathname}?${params.toString()}>`;
  };
  const links = [`${at(1)}; rel="first"`];
  if (page > 1) links.push(`${at(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${at(page + 1)}; rel="next"`);
  links.push(`${at(last)}; rel="last"`);
  return links.join(", ");
}

/** How many pages `total` items fill at `limit` a page: at least one (an empty list is one empty page). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The Link header of a page read by a cursor (a chat thread's `before`/`after`): its `next` page,
 * relative to this host and keeping the request's other parameters; null when there is none.
 */
export function nextPageLink(url: URL, next: Readonly<Record<string, string | number>> | null): string | null {
  if (!next) return null;
  const params = new URLSearchParams(url.searchParams);
  for (const [key, value] of Object.entries(next)) params.set(key, String(value));
  return `<${url.pathname}?${params.toString()}>; rel="next"`;
}
