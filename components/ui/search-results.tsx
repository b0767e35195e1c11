import { Pagination } from "./pagination";

/**
 * The results of a public search page (/videos, /gallery, /resources) for the URL's parameters:
 * a heading for screen readers, how many are shown ("Showing 1–9 of 20 videos", a status, so the
 * new count is heard when a filter applies; `note` before it), the cards (`children`), and the
 * pages with "Page x of y" (going to another page scrolls to the top). With nothing on the page,
 * `empty` instead of the count and the cards.
 */
export function SearchResults({
  id,
  heading,
  page,
  pageSize,
  shown,
  total,
  totalPages,
  noun,
  note,
  empty,
  hrefFor,
  label,
  children,
}: {
  id: string;
  heading: string;
  page: number;
  pageSize: number;
  /** How many are on this page. */
  shown: number;
  total: number;
  totalPages: number;
  /** What is counted, one and many ("video", "videos"). */
  noun: readonly [string, string];
  note?: React.ReactNode;
  empty: React.ReactNode;
  hrefFor: (page: number) => string;
  /** The pages' navigation name (Pagination's own when left out). */
  label?: string;
  children: React.ReactNode;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {shown === 0 ? (
        empty
      ) : (
        <>
          <p role="status" className="mb-5 text-muted">
            {note}
            Showing {first}–{last} of {total} {total === 1 ? noun[0] : noun[1]}
          </p>
          {children}
        </>
      )}
      <Pagination page={page} pages={totalPages} hrefFor={hrefFor} label={label} caption keepScroll={false} />
    </section>
  );
}

/** What a search page says when nothing is shown, as a status. */
export function NoResults({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-lg text-muted">
      {children}
    </p>
  );
}
