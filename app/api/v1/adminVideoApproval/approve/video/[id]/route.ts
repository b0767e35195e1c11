import { apiRoute } from "@/lib/http";
import { CACHE_TAGS } from "@/lib/server/cache";
import { approveVideo } from "@/lib/server/videos/moderation";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params }) => approveVideo(actor, params.id), { revalidates: [CACHE_TAGS.catalogueFilters] });
