import { Pagination } from "@/components/ui/pagination";
import type { PublicVideo } from "@/features/videos/server/serialize";
import { CatalogueCard } from "./catalogue-card";
import { catalogueHref, isFiltered, type CatalogueParams } from "./params";
import { toCatalogueVideo } from "./types";

type Result = { videos: PublicVideo[]; total: number; page: number; pageSize: number; totalPages: number };

/**
 * The catalogue's results for the URL's parameters: how many are shown (a status, so a screen
 * reader hears the new count when a filter applies), the cards, and the pages. Nothing to show
 * reads one of two ways: a search or filter that finds nothing gets the spec's "No videos found
 * matching your criteria." (the form above offers Clear filters); an empty catalogue, with
 * nothing asked, says that no video is published yet.
 */
export function CatalogueResults({ result, params }: { result: Result; params: CatalogueParams }) {
  const shown = { ...params, page: result.page };
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.videos.length - 1;
  const filtered = isFiltered(params);
  return (
    <section aria-labelledby="catalogue-results" className="mt-10">
      <h2 id="catalogue-results" className="sr-only">
        Results
      </h2>
      {result.videos.length === 0 ? (
        <p role="status" className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-lg text-muted">
          {filtered ? "No videos found matching your criteria." : "No videos have been published yet. Check back soon."}
        </p>
      ) : (
        <>
          <p role="status" className="mb-5 text-muted">
            Showing {first}–{last} of {result.total} {result.total === 1 ? "video" : "videos"}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.videos.map((video, i) => (
              <CatalogueCard key={video.id} video={toCatalogueVideo(video)} eager={i < 3} />
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={result.page}
        pages={result.totalPages}
        hrefFor={(p) => catalogueHref(shown, { page: p })}
        caption
        keepScroll={false}
      />
    </section>
  );
}
