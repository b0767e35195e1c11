import { apiRoute } from "@/lib/http";
import { markRead } from "@/features/chat/server/messages";

/** `{ message, marked, unreadCount, unreadTotal }`; body `{ upToId? }`. */
export const POST = apiRoute<{ userId: string }>(async ({ actor, params, json }) => markRead(actor, params.userId, await json()));
