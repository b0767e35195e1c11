import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { rejectVideo } from "@/features/videos/server/moderation";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => rejectVideo(actor, params.id, await json()), {
  purges: [PAGE_TAGS.videos],
});
