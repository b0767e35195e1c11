import { apiRoute } from "@/lib/http";
import { lastEventId } from "@/lib/realtime";
import { openChatStream } from "@/features/chat/server/stream";

/** Server-sent events (embedded and postgres modes), resumed from Last-Event-ID or `?after=`; 404 when the site runs on Pusher. */
export const GET = apiRoute(async ({ actor, req }) =>
  openChatStream(actor, { after: lastEventId(req) ?? req.nextUrl.searchParams.get("after"), signal: req.signal }),
);
