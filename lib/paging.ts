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
