import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { approveVideo } from "@/features/videos/server/moderation";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => approveVideo(actor, params.id, await json()), {
  purges: [PAGE_TAGS.videos],
});
