import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { searchLibrary } from "@/features/library/server/search";

/** Published library items for everyone: `{books, total}` (the spec's client reads `books`); paging in `page`/`limit` and headers. See docs/api.md. */
export const GET = apiRoute(async ({ actor, req }) => {
  const { items, total, page, limit } = await searchLibrary(actor, Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(
    { books: items, total },
    { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } },
  );
});
