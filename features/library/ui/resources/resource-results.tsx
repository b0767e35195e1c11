import { Pagination } from "@/components/ui/pagination";
import type { LibraryItem } from "@/features/library/server/serialize";
import { isFiltered, resourcesHref, type ResourceParams } from "./params";
import { ResourceCard } from "./resource-card";

type Result = { items: LibraryItem[]; total: number; page: number; pageSize: number; totalPages: number };

/**
 * The results for the URL's search and filters: how many are shown (a status, so a screen reader
 * hears the new count), the cards, and the pages. A search that finds nothing says so; an empty
 * library says nothing is published yet.
 */
export function ResourceResults({ result, params }: { result: Result; params: ResourceParams }) {
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.items.length - 1;
  const shown = { ...params, page: result.page };
  return (
    <section aria-labelledby="resource-results" className="mt-10">
      <h2 id="resource-results" className="sr-only">
        Results
      </h2>
      {result.items.length === 0 ? (
        <p role="status" className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-lg text-muted">
          {isFiltered(params)
            ? "No library videos found matching your criteria."
            : "Nothing has been published in the library yet. Check back soon."}
        </p>
      ) : (
        <>
          <p role="status" className="mb-5 text-muted">
            {params.search ? "Most relevant first. " : null}
            Showing {first}–{last} of {result.total} {result.total === 1 ? "library video" : "library videos"}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.items.map((item, i) => (
              <ResourceCard key={item.id} item={item} eager={i < 3} />
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={result.page}
        pages={result.totalPages}
        hrefFor={(p) => resourcesHref(shown, { page: p })}
        caption
        keepScroll={false}
        label="Resource pages"
      />
    </section>
  );
}
