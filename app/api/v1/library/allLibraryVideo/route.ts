import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { listLibraryForApi } from "@/features/library/server/search";

/** `{videos, total}`: published items for everyone, drafts too for staff. Paging in `page`/`limit` and headers. */
export const GET = apiRoute(async ({ actor, req }) => {
  const { items, total, page, limit } = await listLibraryForApi(actor, Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(
    { videos: items, total },
    { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } },
  );
});
