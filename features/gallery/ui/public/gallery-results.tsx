import { Images } from "lucide-react";
import { NoResults, SearchResults } from "@/components/ui/search-results";
import { GALLERY_PAGE_SIZE } from "@/features/gallery/schema";
import type { GalleryData } from "../../page-data";
import { GalleryGrid } from "./gallery-grid";
import { galleryHref, isFiltered, type GalleryParams } from "./params";

/**
 * The gallery's results for the URL's parameters: how many are shown (a status, so a screen
 * reader hears the new count when a filter applies), the cards (the lightbox opens from them),
 * and the pages. Nothing to show reads one of two ways: a search or filter that finds nothing
 * gets the spec's "No photos found matching your criteria."; a gallery with nothing published
 * yet says so kindly.
 */
export function GalleryResults({ result, params }: { result: GalleryData["result"]; params: GalleryParams }) {
  return (
    <SearchResults
      id="gallery-results"
      heading="Photos"
      page={result.page}
      pageSize={GALLERY_PAGE_SIZE}
      shown={result.photos.length}
      total={result.total}
      totalPages={result.totalPages}
      noun={["photo", "photos"]}
      empty={
        isFiltered(params) ? (
          <NoResults>No photos found matching your criteria.</NoResults>
        ) : (
          <div
            role="status"
            className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center"
          >
            <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <Images className="size-6" />
            </span>
            <p className="font-display text-xl font-semibold text-brand-800">No photos have been published yet</p>
            <p className="max-w-xl text-muted">
              Our partner schools will share moments from their classes, events and celebrations here. Each photo is reviewed by our team
              before it appears. Check back soon.
            </p>
          </div>
        )
      }
      hrefFor={(page) => galleryHref(params, { page })}
      label="Gallery pages"
    >
      <GalleryGrid photos={result.photos} />
    </SearchResults>
  );
}
