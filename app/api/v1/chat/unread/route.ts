import { apiRoute } from "@/lib/http";
import { unreadTotal } from "@/features/chat/server/messages";

/** `{ total }`: the messages waiting unread for the caller (the chat button's count). */
export const GET = apiRoute(async ({ actor }) => ({ total: await unreadTotal(actor) }));
