import { NoResults, SearchResults } from "@/components/ui/search-results";
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
  const shown = { ...params, page: result.page };
  return (
    <SearchResults
      id="resource-results"
      heading="Results"
      page={result.page}
      pageSize={result.pageSize}
      shown={result.items.length}
      total={result.total}
      totalPages={result.totalPages}
      noun={["library video", "library videos"]}
      note={params.search ? "Most relevant first. " : null}
      empty={
        <NoResults>
          {isFiltered(params)
            ? "No library videos found matching your criteria."
            : "Nothing has been published in the library yet. Check back soon."}
        </NoResults>
      }
      hrefFor={(p) => resourcesHref(shown, { page: p })}
      label="Resource pages"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.items.map((item, i) => (
          <ResourceCard key={item.id} item={item} eager={i < 3} />
        ))}
      </ul>
    </SearchResults>
  );
}
