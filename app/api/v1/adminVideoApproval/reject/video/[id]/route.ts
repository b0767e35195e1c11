import { apiRoute } from "@/lib/http";
import { CACHE_TAGS } from "@/lib/server/cache";
import { rejectVideo } from "@/lib/server/videos/moderation";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => rejectVideo(actor, params.id, await json()), { revalidates: [CACHE_TAGS.catalogueFilters] });
