import { apiRoute } from "@/lib/http";
import { sendMessage } from "@/features/chat/server/messages";

/** `{ message, data }`: the stored message as `data` (what the spec's client reads). */
export const POST = apiRoute<{ userId: string }>(async ({ actor, params, json }) => ({
  message: "Message sent successfully",
  data: await sendMessage(actor, params.userId, await json()),
}));
