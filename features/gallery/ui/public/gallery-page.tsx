import type { ReactElement } from "react";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { listPublicGallery } from "@/features/gallery/server/gallery";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";
import { GalleryUploadIsland } from "../gallery-upload-island";
import { GalleryFilters } from "./gallery-filters";
import { GalleryResults } from "./gallery-results";
import { toQuery, type GalleryParams } from "./params";

/** The gallery's metadata, the same for every view (the canonical address is /gallery). */
export const galleryMetadata = pageMetadata({
  title: "Gallery",
  description:
    "Photos of mindfulness sessions, events and creative work shared by our partner schools, each reviewed by our team so that every child's privacy is respected.",
  path: "/gallery",
});

/**
 * The public gallery for cleaned parameters (a function its routes return, not a component: the
 * markup is complete when the route resolves, as unit tests render it): published photos only, 9 a
 * page, filtered, ordered and paged in SQL. The HTML is the same for every visitor (no session is
 * read here): Upload Photo for a signed-in school is an island that asks for the session in the
 * browser. Rendered per request by /gallery, and once per view by the page cache's
 * /gallery/list/{view} (features/gallery/page-cache.ts).
 */
export async function galleryPage(params: GalleryParams): Promise<ReactElement> {
  const result = await listPublicGallery(toQuery(params));
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Gallery", path: "/gallery" }])} />
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
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <GalleryUploadIsland />
          <GalleryFilters params={params} />
          <GalleryResults result={result} params={params} />
        </div>
      </PageShell>
    </>
  );
}
