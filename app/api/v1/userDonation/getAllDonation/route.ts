import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { listDonations, pagingFrom, trackingFilter } from "@/features/donations/server/tracking";

/**
 * Staff: `{ donations }` (the spec's shape), newest first, paged by `page`/`limit` with the
 * X-Total-Count and Link headers; filtered by `from`, `to` (YYYY-MM-DD), `type` and `status`;
 * test gifts (no money taken) only with `includeTest=true`.
 */
export const GET = apiRoute(async ({ actor, req }) => {
  const params = req.nextUrl.searchParams;
  const { items, total, page, limit } = await listDonations(actor, trackingFilter(params), pagingFrom(params));
  return NextResponse.json(
    { donations: items },
    { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } },
  );
});
