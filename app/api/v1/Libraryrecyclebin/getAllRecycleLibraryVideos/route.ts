import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { listRecycledLibrary } from "@/features/library/server/recycle-bin";

/** A bare array (the spec's shape), most recently deleted first; paging in `page`/`limit`, X-Total-Count and Link. */
export const GET = apiRoute(async ({ actor, req }) => {
  const { items, total, page, limit } = await listRecycledLibrary(actor, Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(items, { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } });
});
