import type { ReactElement } from "react";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { ContentProtection } from "@/components/ui/content-protection";
import { cachedResourceFilters, listResources } from "@/features/library/server/search";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";
import { toQuery, type ResourceParams } from "./params";
import { ResourceFilters } from "./resource-filters";
import { ResourceResults } from "./resource-results";

/** The library page's metadata, the same for every view (the canonical address is /resources). */
export const resourcesMetadata = pageMetadata({
  title: "Resource Library",
  description:
    "Short guided talks from the foundation's library: breathing, focus and rest for classrooms, staff rooms and homes. Search by title, author, subject or keyword.",
  path: "/resources",
});

/**
 * The library's public page for cleaned parameters (a function its routes return, not a component:
 * the markup is complete when the route resolves, as unit tests render it): published items only,
 * nine a page, ranked by relevance when searching, else newest first; searching and paging happen
 * in SQL (features/library/server/search.ts). Rendered per request by /resources, and once per view
 * by the page cache's /resources/list/{view} (features/library/page-cache.ts).
 */
export async function resourcesPage(params: ResourceParams): Promise<ReactElement> {
  const [result, filters] = await Promise.all([listResources(toQuery(params)), cachedResourceFilters()]);
  return (
    <>
      <ContentProtection />
      <JsonLd data={breadcrumbJsonLd([{ name: "Resource Library", path: "/resources" }])} />
      <PageShell
        eyebrow="Library"
        title="Resource Library"
        path="/resources"
        intro={
          <p>
            Short guided talks from our team on breathing, focus and rest, for classrooms, staff rooms and homes. Browse freely; sign in to
            watch.
          </p>
        }
      >
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <ResourceFilters params={params} subjects={filters.subjects} keywords={filters.keywords} />
          <ResourceResults result={result} params={params} />
        </div>
      </PageShell>
    </>
  );
}
