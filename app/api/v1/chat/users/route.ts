import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { listContacts } from "@/features/chat/server/contacts";

/** The caller's contacts as a bare array (the original's shape) with unreadCount, online and allowed; X-Total-Count says how many match. */
export const GET = apiRoute(async ({ actor, req }) => {
  const { contacts, total } = await listContacts(actor, Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(contacts, { headers: { "X-Total-Count": String(total) } });
});
