import { JsonLd } from "@/components/site/json-ld";
import { PageHead } from "@/components/site/page-head";
import { PageShell } from "@/components/site/page-shell";
import { ContentProtectionScript } from "@/components/ui/content-protection";
import { CacheHole } from "@/lib/static-site/hole";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";
import type { CatalogueData } from "../../page-data";
import { CatalogueFilters } from "./catalogue-filters";
import { CatalogueResults } from "./catalogue-results";
import type { CatalogueParams } from "./params";
import { VideoDetails } from "./video-details";

/** The catalogue's metadata, the same for every view (the canonical address is /videos). */
const seo = pageSeo({
  title: "Videos",
  description:
    "Guided mindfulness videos recorded by our instructors and reviewed by our team: breathing, attention and calm for every age.",
  path: "/videos",
});

export type CataloguePageProps = CatalogueData & { params: CatalogueParams };

/**
 * What differs between the page's addresses: the search form with the URL's values and the
 * results (the details dialog they open is in the frame, filled from the card). The server renders only this for an address not seen before
 * (lib/static-site/html-cache.ts).
 */
export function CatalogueListing({ params, result, filters }: CataloguePageProps) {
  return (
    <>
      <CatalogueFilters params={params} filters={filters} />
      <CatalogueResults result={result} params={params} />
    </>
  );
}

/**
 * The public catalogue (pages/videos.tsx) for the URL's cleaned parameters: approved videos only,
 * 9 a page, rank ascending with unranked last, then newest; the filtering, ordering and paging
 * happen in SQL (features/videos/server/catalogue.ts). The same for every visitor: nothing
 * personal, so its copy per address is kept (lib/static-site/html-cache.ts).
 */
export function CatalogueScreen(props: CataloguePageProps) {
  return (
    <PageShell
      eyebrow="Videos"
      title="Educational Videos"
      path="/videos"
      intro={
        <p>
          Guided practices for breathing, attention and calm, recorded by our instructors and reviewed by our team before they are
          published. Browse freely; sign in to watch and pick up where you left off.
        </p>
      }
    >
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: "Videos", path: "/videos" }])} />
      <ContentProtectionScript />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <CacheHole>
          <CatalogueListing {...props} />
        </CacheHole>
      </div>
      <VideoDetails />
    </PageShell>
  );
}
