import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { searchLibrary } from "@/features/library/server/search";

/** The earlier system's name of searchBook: the same search, answered as `{videos, total}`. */
export const GET = apiRoute(async ({ actor, req }) => {
  const { items, total, page, limit } = await searchLibrary(actor, Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(
    { videos: items, total },
    { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } },
  );
});
