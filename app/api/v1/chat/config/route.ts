import { apiRoute } from "@/lib/http";
import { chatConfig } from "@/features/chat/server/connect";

/** How the widget listens: `{ kind: "sse", streamPath, userId }` or Pusher's public settings. */
export const GET = apiRoute(async ({ actor }) => chatConfig(actor));
