import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageWindow } from "@/lib/paging";

const base = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-medium";
const idle = `${base} border border-line bg-surface text-ink hover:bg-sand-100`;
const disabled = `${base} border border-line/60 text-muted`;

/** Prev or Next: a link, or a disabled look-alike at either end. */
function Step({ to, direction, hrefFor }: { to: number | null; direction: "prev" | "next"; hrefFor: (page: number) => string }) {
  const content =
    direction === "prev" ? (
      <>
        <ChevronLeft aria-hidden className="size-4" />
        Prev
      </>
    ) : (
      <>
        Next
        <ChevronRight aria-hidden className="size-4" />
      </>
    );
  if (to === null) {
    return (
      <span aria-disabled="true" className={disabled}>
        {content}
      </span>
    );
  }
  return (
    <Link href={hrefFor(to)} scroll={false} className={idle} rel={direction}>
      {content}
    </Link>
  );
}

/**
 * The dashboards' pager, links that keep the rest of the address. `numbered` (the default):
 * Prev, the page numbers around the current one and Next, hidden when there is one page.
 * `summary`: Prev, "Page x of y" and Next, always shown (Manage Video Content and Videos Pending
 * Approval, as the spec words them).
 */
export function Pagination({
  page,
  pages,
  hrefFor,
  label = "Pagination",
  variant = "numbered",
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
  variant?: "numbered" | "summary";
}) {
  const prev = page > 1 ? page - 1 : null;
  const next = page < pages ? page + 1 : null;
  if (variant === "summary") {
    return (
      <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Step to={prev} direction="prev" hrefFor={hrefFor} />
        <span className="text-sm font-medium text-ink" aria-current="page">{`Page ${page} of ${pages}`}</span>
        <Step to={next} direction="next" hrefFor={hrefFor} />
      </nav>
    );
  }
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <Step to={prev} direction="prev" hrefFor={hrefFor} />
        </li>
        {pageWindow(page, pages, 1).map((n, i) =>
          n === null ? (
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
          <Step to={next} direction="next" hrefFor={hrefFor} />
        </li>
      </ul>
    </nav>
  );
}
