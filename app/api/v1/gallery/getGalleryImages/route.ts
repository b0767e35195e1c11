import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { listGallery } from "@/features/gallery/server/gallery";
import { queryFromParams } from "@/lib/http/search-params";

/** `{ images }`: approved photos only, searched, filtered and paged by the query; X-Total-Count and Link headers. See docs/api.md. */
export const GET = apiRoute(async ({ actor, req }) => {
  const { images, total, page, limit } = await listGallery(actor, queryFromParams(req.nextUrl.searchParams));
  return NextResponse.json(
    { images },
    { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } },
  );
});
