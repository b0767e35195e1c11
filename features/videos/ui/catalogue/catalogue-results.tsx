import { NoResults, SearchResults } from "@/components/ui/search-results";
import type { CatalogueData } from "../../page-data";
import { CatalogueCard } from "./catalogue-card";
import { catalogueHref, isFiltered, type CatalogueParams } from "./params";

/**
 * The catalogue's results for the URL's parameters: how many are shown (a status, so a screen
 * reader hears the new count when a filter applies), the cards, and the pages. Nothing to show
 * reads one of two ways: a search or filter that finds nothing gets the spec's "No videos found
 * matching your criteria." (the form above offers Clear filters); an empty catalogue, with
 * nothing asked, says that no video is published yet.
 */
export function CatalogueResults({ result, params }: { result: CatalogueData["result"]; params: CatalogueParams }) {
  const shown = { ...params, page: result.page };
  return (
    <SearchResults
      id="catalogue-results"
      heading="Results"
      page={result.page}
      pageSize={result.pageSize}
      shown={result.videos.length}
      total={result.total}
      totalPages={result.totalPages}
      noun={["video", "videos"]}
      empty={
        <NoResults>
          {isFiltered(params) ? "No videos found matching your criteria." : "No videos have been published yet. Check back soon."}
        </NoResults>
      }
      hrefFor={(p) => catalogueHref(shown, { page: p })}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.videos.map((video, i) => (
          <CatalogueCard key={video.id} video={video} eager={i < 3} />
        ))}
      </ul>
    </SearchResults>
  );
}
