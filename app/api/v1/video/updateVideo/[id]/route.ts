import { apiRoute } from "@/lib/http";
import { CACHE_TAGS } from "@/lib/cache";
import { updateVideo } from "@/features/videos/server/videos";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => updateVideo(actor, params.id, await json()), {
  revalidates: [CACHE_TAGS.catalogueFilters],
});
