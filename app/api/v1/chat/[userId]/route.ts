import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { nextPageLink } from "@/lib/paging";
import { getThread } from "@/features/chat/server/messages";

/** The conversation as a bare array of messages, oldest first (the original's shape); X-Total-Count, and Link to the next page by seq. */
export const GET = apiRoute<{ userId: string }>(async ({ actor, params, req }) => {
  const page = await getThread(actor, params.userId, Object.fromEntries(req.nextUrl.searchParams));
  const link = nextPageLink(req.nextUrl, page.next && { ...page.next, limit: page.limit });
  return NextResponse.json(page.messages, { headers: { "X-Total-Count": String(page.total), ...(link ? { Link: link } : {}) } });
});
