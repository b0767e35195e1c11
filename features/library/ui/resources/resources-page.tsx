import { JsonLd } from "@/components/site/json-ld";
import { CacheHole } from "@/lib/static-site/hole";
import { PageHead } from "@/components/site/page-head";
import { PageShell } from "@/components/site/page-shell";
import { ContentProtectionScript } from "@/components/ui/content-protection";
import { breadcrumbJsonLd, pageSeo } from "@/lib/site/seo";
import type { ResourcesData } from "../../page-data";
import type { ResourceParams } from "./params";
import { ResourceFilters } from "./resource-filters";
import { ResourceResults } from "./resource-results";

/** The library page's metadata, the same for every view (the canonical address is /resources). */
const seo = pageSeo({
  title: "Resource Library",
  description:
    "Short guided talks from the foundation's library: breathing, focus and rest for classrooms, staff rooms and homes. Search by title, author, subject or keyword.",
  path: "/resources",
});

export type ResourcesPageProps = ResourcesData & { params: ResourceParams };

/**
 * What differs between the page's addresses: the search form with the URL's values and the
 * results. The server renders only this for an address not seen before (lib/static-site/html-cache.ts).
 */
export function ResourcesListing({ params, result, filters }: ResourcesPageProps) {
  return (
    <>
      <ResourceFilters params={params} subjects={filters.subjects} keywords={filters.keywords} />
      <ResourceResults result={result} params={params} />
    </>
  );
}

/**
 * The library's public page (pages/resources.tsx) for the URL's cleaned parameters: published
 * items only, nine a page, ranked by relevance when searching, else newest first (searching and
 * paging happen in SQL: features/library/server/search.ts), with the filters' choices. The same
 * for every visitor: nothing personal, so a guest's copy is kept (lib/static-site/html-cache.ts).
 */
export function ResourcesScreen(props: ResourcesPageProps) {
  return (
    <PageShell
      eyebrow="Resources"
      title="Resource Library"
      path="/resources"
      intro={
        <p>
          Short guided talks from our team on breathing, focus and rest, for classrooms, staff rooms and homes. Browse freely; sign in to
          watch.
        </p>
      }
    >
      <PageHead seo={seo} />
      <JsonLd data={breadcrumbJsonLd([{ name: "Resource Library", path: "/resources" }])} />
      <ContentProtectionScript />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <CacheHole>
          <ResourcesListing {...props} />
        </CacheHole>
      </div>
    </PageShell>
  );
}
