// Apart from the page's markup (./catalogue-page.tsx): Next leaves getServerSideProps and what
// only it imports out of the page's browser build.
import { createElement } from "react";
import { cachedPageProps } from "@/lib/static-site/html-cache";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { catalogueData } from "../../server/page-data";
import { CatalogueListing, type CataloguePageProps } from "./catalogue-page";
import { cleanCatalogueParams } from "./params";

/**
 * getServerSideProps of /videos (pages/videos.tsx): the URL's parameters cleaned as the API
 * cleans them (a hand-edited URL never breaks the page), and the data for them. The page is the
 * same for every visitor, so its HTML is kept per address until the catalogue changes (a video
 * approved, edited, tagged, deleted or restored, an instructor renamed: lib/static-site/html-cache.ts).
 */
export const catalogueProps = cachedPageProps<CataloguePageProps>(
  { source: "/videos", tag: PAGE_TAGS.videos, hole: (props) => createElement(CatalogueListing, props) },
  async ({ query }) => {
    const params = cleanCatalogueParams(query);
    return { props: { params, ...(await catalogueData(params)) } };
  },
);
