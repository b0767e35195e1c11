// Apart from the page's markup (./resources-page.tsx): Next leaves getServerSideProps and what
// only it imports out of the page's browser build.
import { createElement } from "react";
import { cachedPageProps } from "@/lib/static-site/html-cache";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { resourcesData } from "../../server/page-data";
import { cleanResourceParams } from "./params";
import { ResourcesListing, type ResourcesPageProps } from "./resources-page";

/**
 * getServerSideProps of /resources (pages/resources.tsx): the URL's parameters cleaned as the
 * API cleans them (a hand-edited URL never breaks the page), and the data for them. The page is
 * the same for every visitor, so its HTML is kept per address until the library changes
 * (lib/static-site/html-cache.ts).
 */
export const resourcesProps = cachedPageProps<ResourcesPageProps>(
  { source: "/resources", tag: PAGE_TAGS.library, hole: (props) => createElement(ResourcesListing, props) },
  async ({ query }) => {
    const params = cleanResourceParams(query);
    return { props: { params, ...(await resourcesData(params)) } };
  },
);
