import { ImagePlus } from "lucide-react";
import { JsonLd } from "@/components/site/json-ld";
import { PageHead } from "@/components/site/page-head";
import { PageShell } from "@/components/site/page-shell";
import { CacheHole } from "@/lib/static-site/hole";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";
import type { GalleryData } from "../../page-data";
import { GalleryFilters } from "./gallery-filters";
import { GalleryResults } from "./gallery-results";
import { Lightbox } from "./lightbox";
import type { GalleryParams } from "./params";

/** The gallery's metadata, the same for every view (the canonical address is /gallery). */
const seo = pageSeo({
  title: "Gallery",
  description:
    "Photos of mindfulness sessions, events and creative work shared by our partner schools, each reviewed by our team so that every child's privacy is respected.",
  path: "/gallery",
});

export type GalleryPageProps = GalleryData & { params: GalleryParams };

/** Where Upload Photo leads a school: its Gallery Management tab, with the upload dialog open. */
export const UPLOAD_HREF = "/school?tab=gallery-management&upload=1";

/**
 * What differs between the page's addresses: the search form with the URL's values and the
 * results. The server renders only this for an address not seen before (lib/static-site/html-cache.ts).
 */
export function GalleryListing({ params, result }: GalleryPageProps) {
  return (
    <>
      <GalleryFilters params={params} />
      <GalleryResults result={result} params={params} />
    </>
  );
}

/**
 * Upload Photo, for a signed-in school only (spec 01): the page's HTML is the same for everyone,
 * so the offer waits in a <template> that the site script (components/site/site-script.ts) puts
 * in place once the session, read in the browser, is a school's (`data-roles`). It leads to the
 * school's Gallery Management with the upload dialog open, where the photo then shows as Pending
 * Approval. The server checks the account again on upload.
 */
function UploadOffer() {
  return (
    <div data-account="" data-roles="school">
      <div data-guest="" />
      <template data-user-template="">
        <div
          data-user=""
          className="mb-6 flex flex-col items-start justify-between gap-3 rounded-2xl border border-brand-600/20 bg-brand-50 p-4 sm:flex-row sm:items-center sm:p-5"
        >
          <p className="text-brand-800">
            <span className="font-semibold">Share your school&apos;s moments.</span> Our team reviews each photo before it appears here.
          </p>
          <a href={UPLOAD_HREF} className="btn-primary shrink-0">
            <ImagePlus aria-hidden className="size-5" />
            Upload Photo
          </a>
        </div>
      </template>
    </div>
  );
}

/**
 * The public gallery (pages/gallery.tsx) for the URL's cleaned parameters: published photos
 * only, nine a page, filtered, ordered and paged in SQL (features/gallery/server/page-data.ts),
 * and their lightbox. The same for every visitor: nothing personal, so its copy per address is
 * kept (lib/static-site/html-cache.ts).
 */
export function GalleryScreen(props: GalleryPageProps) {
  return (
    <PageShell
      eyebrow="Gallery"
      title="Photo Gallery"
      path="/gallery"
      intro={
        <p>
          Moments of calm, focus and joy from the schools we work with: morning breathing, creative projects, sports days and family
          evenings. Every photo is reviewed by our team before it is published.
        </p>
      }
    >
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: "Gallery", path: "/gallery" }])} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <UploadOffer />
        <CacheHole>
          <GalleryListing {...props} />
        </CacheHole>
      </div>
      <Lightbox />
    </PageShell>
  );
}
