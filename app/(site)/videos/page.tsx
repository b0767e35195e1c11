import type { Metadata } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { CatalogueFilters } from "@/features/videos/ui/catalogue/catalogue-filters";
import { Pagination } from "@/components/ui/pagination";
import { catalogueHref, cleanCatalogueParams, toQuery } from "@/features/videos/ui/catalogue/params";
import { toCatalogueVideo } from "@/features/videos/ui/catalogue/types";
import { CatalogueCard } from "@/features/videos/ui/catalogue/catalogue-card";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";
import { cachedCatalogueFilters, listCatalogue } from "@/features/videos/server/catalogue";

export const metadata: Metadata = pageMetadata({
  title: "Videos",
  description:
    "Guided mindfulness videos recorded by our instructors and reviewed by our team: breathing, attention and calm for every age.",
  path: "/videos",
});

/**
 * The public catalogue, rendered on the server from the URL (q, tag, instructor, duration,
 * page): approved videos only, 9 a page, rank ascending with unranked last, then newest; the
 * filtering, ordering and paging happen in SQL (lib/server/videos/catalogue.ts).
 */
export default async function VideosPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = cleanCatalogueParams(await searchParams);
  const [result, filters] = await Promise.all([listCatalogue(toQuery(params)), cachedCatalogueFilters()]);
  const shown = { ...params, page: result.page };
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.videos.length - 1;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Videos", path: "/videos" }])} />
      <PageShell
        eyebrow="Videos"
        title="Educational Videos"
        intro={
          <p>
            Guided practices for breathing, attention and calm, recorded by our instructors and reviewed by our team before they are
            published. Browse freely; sign in to watch and pick up where you left off.
          </p>
        }
      >
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <CatalogueFilters params={params} tags={filters.tags} instructors={filters.instructors} />
          <section aria-labelledby="catalogue-results" className="mt-10">
            <h2 id="catalogue-results" className="sr-only">
              Results
            </h2>
            {result.videos.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-lg text-muted">
                No videos found matching your criteria.
              </p>
            ) : (
              <>
                <p className="mb-5 text-muted">
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
        </div>
      </PageShell>
    </>
  );
}
