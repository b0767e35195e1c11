import type { ReactElement } from "react";
import { notFound } from "next/navigation";

/**
 * The default export of a page cache route (`app/(site)/<page>/list/[view]/page.tsx`, see
 * lib/page-cache.ts): the view's query by its segment name, cleaned as the page cleans a
 * visitor's URL, rendered by the page's own markup function; an unknown name is a 404. The route
 * file keeps `revalidate`, `dynamicParams` and `generateStaticParams` itself: Next reads them from
 * its source.
 */
export function cachedViewPage<Params>(
  viewQuery: (name: string) => Record<string, string> | null,
  clean: (query: Record<string, string>) => Params,
  render: (params: Params) => Promise<ReactElement>,
) {
  return async function CachedView({ params }: { params: Promise<{ view: string }> }): Promise<ReactElement> {
    const query = viewQuery((await params).view);
    if (!query) notFound();
    return render(clean(query));
  };
}
