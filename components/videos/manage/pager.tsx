import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";

/** Prev, "Page x of y" and Next, as links. */
export function Pager({ page, pages, hrefFor, label }: { page: number; pages: number; hrefFor: (page: number) => string; label: string }) {
  const base = "inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-3 font-medium";
  const idle = `${base} border border-line bg-surface text-ink hover:bg-sand-100`;
  const off = `${base} border border-line/60 text-muted`;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} scroll={false} className={idle} rel="prev">
          <ChevronLeft aria-hidden className="size-4" />
          Prev
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          <ChevronLeft aria-hidden className="size-4" />
          Prev
        </span>
      )}
      <span className="text-sm font-medium text-ink" aria-current="page">{`Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} scroll={false} className={idle} rel="next">
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
