import type { ReactElement } from "react";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { ContentProtection } from "@/components/ui/content-protection";
import { cachedCatalogueFilters, listCatalogue } from "@/features/videos/server/catalogue";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";
import { CatalogueFilters } from "./catalogue-filters";
import { CatalogueResults } from "./catalogue-results";
import { toQuery, type CatalogueParams } from "./params";

/** The catalogue's metadata, the same for every view (the canonical address is /videos). */
export const catalogueMetadata = pageMetadata({
  title: "Videos",
  description:
    "Guided mindfulness videos recorded by our instructors and reviewed by our team: breathing, attention and calm for every age.",
  path: "/videos",
});

/**
 * The public catalogue for cleaned parameters (a function its routes return, not a component: the
 * markup is complete when the route resolves, as unit tests render it): approved videos only, 9 a
 * page, rank ascending with unranked last, then newest; the filtering, ordering and paging happen
 * in SQL (features/videos/server/catalogue.ts). Rendered per request by /videos, and once per view
 * by the page cache's /videos/list/{view} (features/videos/page-cache.ts).
 */
export async function cataloguePage(params: CatalogueParams): Promise<ReactElement> {
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
