import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { listProgramRequests } from "@/features/programs/server/requests";

/**
 * `{ message, data }` (the original's shape): a school's own requests, newest first; staff the
 * pending ones, oldest first. Paged by `page`/`limit` with the X-Total-Count and Link headers.
 */
export const GET = apiRoute(async ({ actor, req }) => {
  const params = req.nextUrl.searchParams;
  const { items, total, page, limit } = await listProgramRequests(actor, { page: params.get("page"), limit: params.get("limit") });
  return NextResponse.json(
    { message: "Program requests retrieved", data: items },
    { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } },
  );
});
