import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { listVideosForApi } from "@/features/videos/server/catalogue";
import { queryFromParams } from "@/lib/search-params";
import { pageLinks } from "@/lib/paging";

/** A bare array of videos (the spec's shape); paging in `page`/`limit` and the X-Total-Count and Link headers. See docs/api.md. */
export const GET = apiRoute(async ({ actor, req }) => {
  const { items, total, page, limit } = await listVideosForApi(actor, queryFromParams(req.nextUrl.searchParams));
  return NextResponse.json(items, {
    headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) },
  });
});
