import { apiRoute } from "@/lib/http";
import { CACHE_TAGS } from "@/lib/cache";
import { PAGE_TAGS } from "@/lib/page-cache";
import { rejectVideo } from "@/features/videos/server/moderation";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => rejectVideo(actor, params.id, await json()), {
  revalidates: [CACHE_TAGS.catalogueFilters],
  purges: [PAGE_TAGS.videos],
});
