import { apiRoute } from "@/lib/http";
import { rejectVideo } from "@/lib/server/videos/moderation";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => rejectVideo(actor, params.id, await json()));
