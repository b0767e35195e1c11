import type { Metadata } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { listPublicGallery } from "@/features/gallery/server/gallery";
import { GalleryFilters } from "@/features/gallery/ui/public/gallery-filters";
import { GalleryResults } from "@/features/gallery/ui/public/gallery-results";
import { cleanGalleryParams, toQuery } from "@/features/gallery/ui/public/params";
import { GalleryUploadIsland } from "@/features/gallery/ui/gallery-upload-island";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Gallery",
  description:
    "Photos of mindfulness sessions, events and creative work shared by our partner schools, each reviewed by our team so that every child's privacy is respected.",
  path: "/gallery",
});

/**
 * The public gallery, rendered on the server from the URL (q, category, date, sort, page):
 * published photos only, 9 a page, filtered, ordered and paged in SQL. The HTML is the same for
 * every visitor (no session is read here): Upload Photo for a signed-in school is an island that
 * asks for the session in the browser.
 */
export default async function GalleryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = cleanGalleryParams(await searchParams);
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
