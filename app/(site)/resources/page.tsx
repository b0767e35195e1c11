import type { Metadata } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { PageShell } from "@/components/site/page-shell";
import { ContentProtection } from "@/components/ui/content-protection";
import { cleanResourceParams, toQuery } from "@/features/library/ui/resources/params";
import { ResourceFilters } from "@/features/library/ui/resources/resource-filters";
import { ResourceResults } from "@/features/library/ui/resources/resource-results";
import { listResources, resourceFilters } from "@/features/library/server/search";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Resource Library",
  description:
    "Short guided talks from the foundation's library: breathing, focus and rest for classrooms, staff rooms and homes. Search by title, author, subject or keyword.",
  path: "/resources",
});

/**
 * The library's public page, rendered on the server from the URL (search, title, author, subject,
 * keyword, page): published items only, nine a page, ranked by relevance when searching, else
 * newest first; searching and paging happen in SQL (features/library/server/search.ts).
 */
export default async function ResourcesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = cleanResourceParams(await searchParams);
  const [result, filters] = await Promise.all([listResources(toQuery(params)), resourceFilters()]);
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
