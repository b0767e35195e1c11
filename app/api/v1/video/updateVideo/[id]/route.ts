import { apiRoute } from "@/lib/http";
import { CACHE_TAGS } from "@/lib/server/cache";
import { updateVideo } from "@/lib/server/videos/videos";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => updateVideo(actor, params.id, await json()), { revalidates: [CACHE_TAGS.catalogueFilters] });
