import { apiRoute } from "@/lib/http";
import { CACHE_TAGS } from "@/lib/server/cache";
import { deleteVideo } from "@/lib/server/videos/videos";

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deleteVideo(actor, params.id), { revalidates: [CACHE_TAGS.catalogueFilters] });
