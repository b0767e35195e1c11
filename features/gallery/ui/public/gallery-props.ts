// Apart from the page's markup (./gallery-page.tsx): Next leaves getServerSideProps and what only
// it imports out of the page's browser build.
import { createElement } from "react";
import { cachedPageProps } from "@/lib/static-site/html-cache";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { galleryData } from "../../server/page-data";
import { GalleryListing, type GalleryPageProps } from "./gallery-page";
import { cleanGalleryParams } from "./params";

/**
 * getServerSideProps of /gallery (pages/gallery.tsx): the URL's parameters cleaned as the API
 * cleans them (a hand-edited URL never breaks the page), and the photos for them. The page is the
 * same for every visitor, so its HTML is kept per address until the gallery changes (a photo
 * published, edited, deleted or restored: lib/static-site/html-cache.ts).
 */
export const galleryProps = cachedPageProps<GalleryPageProps>(
  { source: "/gallery", tag: PAGE_TAGS.gallery, hole: (props) => createElement(GalleryListing, props) },
  async ({ query }) => {
    const params = cleanGalleryParams(query);
    return { props: { params, ...(await galleryData(params)) } };
  },
);
