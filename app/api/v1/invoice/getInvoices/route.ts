import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { pageLinks } from "@/lib/paging";
import { API_PAGE_SIZE } from "@/features/invoices/schema";
import { listInvoices } from "@/features/invoices/server/invoices";

/**
 * A bare array of invoices (the earlier system's shape): an instructor's own, staff's everyone's.
 * `page`, `limit` (default 100: the spec's client pages the list itself), `sort`, `order`,
 * `status`; the X-Total-Count and Link headers. See docs/api.md.
 */
export const GET = apiRoute(async ({ actor, req }) => {
  const query = Object.fromEntries(req.nextUrl.searchParams);
  const { items, total, page, limit } = await listInvoices(actor, { limit: API_PAGE_SIZE, ...query });
  return NextResponse.json(items, { headers: { "X-Total-Count": String(total), Link: pageLinks(req.nextUrl, { page, limit, total }) } });
});
