import type { Metadata } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { ContentProtection } from "@/components/ui/content-protection";
import { PageShell } from "@/components/site/page-shell";
import { CatalogueFilters } from "@/features/videos/ui/catalogue/catalogue-filters";
import { cleanCatalogueParams, toQuery } from "@/features/videos/ui/catalogue/params";
import { CatalogueResults } from "@/features/videos/ui/catalogue/catalogue-results";
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
  return (
    <>
      <ContentProtection />
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
          <CatalogueResults result={result} params={params} />
        </div>
      </PageShell>
    </>
  );
}
