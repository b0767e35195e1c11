import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageWindow } from "@/lib/paging";

const base = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-medium";
const idle = `${base} border border-line bg-surface text-brand-800 hover:bg-brand-50`;
const disabled = `${base} border border-line/60 text-muted`;

type Go = { hrefFor: (page: number) => string; keepScroll: boolean };

/** A page link. Not prefetched: a list's pages are rarely all visited. */
function PageLink({
  to,
  go,
  className,
  rel,
  children,
}: {
  to: number;
  go: Go;
  className: string;
  rel?: string;
  children: React.ReactNode;
}) {
  return (
    <Link href={go.hrefFor(to)} prefetch={false} scroll={!go.keepScroll} className={className} rel={rel}>
      {children}
    </Link>
  );
}

/** Previous or Next: a link, or a disabled look-alike at either end. */
function Step({ to, direction, label, go }: { to: number | null; direction: "prev" | "next"; label: string; go: Go }) {
  const content =
    direction === "prev" ? (
      <>
        <ChevronLeft aria-hidden className="size-4" />
        {label}
      </>
    ) : (
      <>
        {label}
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
    <PageLink to={to} go={go} className={idle} rel={direction}>
      {content}
    </PageLink>
  );
}

/**
 * The one pager: links that keep the rest of the address.
 * - `numbered` (the default): Previous, the page numbers around the current one and Next,
 *   hidden when there is one page; `caption` adds "Page x of y" above (the public catalogue).
 * - `summary`: Prev, "Page x of y" and Next, always shown (Manage Video Content and Videos
 *   Pending Approval, as the spec words them).
 * `keepScroll` (the default, for dashboard tabs) stays where the reader is; the catalogue goes
 * back to the top of the new page.
 */
export function Pagination({
  page,
  pages,
  hrefFor,
  label = "Pagination",
  variant = "numbered",
  caption = false,
  keepScroll = true,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
  variant?: "numbered" | "summary";
  caption?: boolean;
  keepScroll?: boolean;
}) {
  const go = { hrefFor, keepScroll };
  const prev = page > 1 ? page - 1 : null;
  const next = page < pages ? page + 1 : null;
  const position = `Page ${page} of ${pages}`;
  if (variant === "summary") {
    return (
      <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Step to={prev} direction="prev" label="Prev" go={go} />
        <span className="text-sm font-medium text-ink" aria-current="page">
          {position}
        </span>
        <Step to={next} direction="next" label="Next" go={go} />
      </nav>
    );
  }
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={caption ? "mt-10 flex flex-col items-center gap-3" : "mt-6 flex justify-center"}>
      {caption ? <p className="text-muted">{position}</p> : null}
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <Step to={prev} direction="prev" label="Previous" go={go} />
        </li>
        {pageWindow(page, pages, 1).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${base} bg-brand-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <PageLink to={n} go={go} className={idle}>
                  <span className="sr-only">Page </span>
                  {n}
                </PageLink>
              )}
            </li>
          ),
        )}
        <li>
          <Step to={next} direction="next" label="Next" go={go} />
        </li>
      </ul>
    </nav>
  );
}
