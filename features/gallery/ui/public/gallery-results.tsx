import { Images } from "lucide-react";
import { Pagination } from "@/components/ui/pagination";
import { GALLERY_PAGE_SIZE } from "@/features/gallery/schema";
import type { ApiPhoto } from "@/features/gallery/server/photos";
import { toPublicPhoto } from "../types";
import { GalleryGrid } from "./gallery-grid";
import { galleryHref, isFiltered, type GalleryParams } from "./params";

type Result = { images: ApiPhoto[]; total: number; page: number; totalPages: number };

/**
 * The gallery's results for the URL's parameters: how many are shown (a status, so a screen
 * reader hears the new count when a filter applies), the cards with their lightbox, and the
 * pages. Nothing to show reads one of two ways: a search or filter that finds nothing gets the
 * spec's "No photos found matching your criteria."; a gallery with nothing published yet says
 * so kindly.
 */
export function GalleryResults({ result, params }: { result: Result; params: GalleryParams }) {
  const first = (result.page - 1) * GALLERY_PAGE_SIZE + 1;
  const last = first + result.images.length - 1;
  return (
    <section aria-labelledby="gallery-results" className="mt-10">
      <h2 id="gallery-results" className="sr-only">
        Photos
      </h2>
      {result.images.length === 0 ? (
        isFiltered(params) ? (
          <p role="status" className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-lg text-muted">
            No photos found matching your criteria.
          </p>
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
      ) : (
        <>
          <p role="status" className="mb-5 text-muted">
            Showing {first}–{last} of {result.total} {result.total === 1 ? "photo" : "photos"}
          </p>
          <GalleryGrid photos={result.images.map((image) => toPublicPhoto(image))} />
        </>
      )}
      <Pagination
        page={result.page}
        pages={result.totalPages}
        hrefFor={(page) => galleryHref(params, { page })}
        label="Gallery pages"
        caption
        keepScroll={false}
      />
    </section>
  );
}
