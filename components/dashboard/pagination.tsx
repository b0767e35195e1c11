import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** Page numbers to show: the first, the last and the ones next to the current page. */
function pageList(page: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && n - last > 1) out.push("gap");
    out.push(n);
  }
  return out;
}

/** Prev, numbered pages and Next, as links that keep the rest of the address. */
export function Pagination({
  page,
  pages,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const base = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-medium";
  const idle = `${base} border border-line bg-surface text-ink hover:bg-sand-100`;
  const disabled = `${base} border border-line/60 text-muted/60`;
  return (
    <nav aria-label={label} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} scroll={false} className={idle} rel="prev">
              <ChevronLeft aria-hidden className="size-4" />
              Prev
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              <ChevronLeft aria-hidden className="size-4" />
              Prev
            </span>
          )}
        </li>
        {pageList(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${base} bg-brand-600 text-white`}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <Link href={hrefFor(n)} scroll={false} className={idle} aria-label={`Page ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={hrefFor(page + 1)} scroll={false} className={idle} rel="next">
              Next
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Next
              <ChevronRight aria-hidden className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
