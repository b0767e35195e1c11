import { apiRoute } from "@/lib/http";
import { sendTyping } from "@/features/chat/server/messages";

export const POST = apiRoute<{ userId: string }>(async ({ actor, params }) => sendTyping(actor, params.userId));
