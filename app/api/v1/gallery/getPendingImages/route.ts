import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { queryFromParams } from "@/lib/http/search-params";
import { listPendingPhotos } from "@/features/gallery/server/review";

/** `{ images }`: the photos waiting for review (staff), oldest first; paged with X-Total-Count and Link headers. */
export const GET = apiRoute(async ({ actor, req }) => {
  const { images, total, page, limit } = await listPendingPhotos(actor, queryFromParams(req.nextUrl.searchParams));
  return NextResponse.json(
    { images },
    { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } },
  );
});
