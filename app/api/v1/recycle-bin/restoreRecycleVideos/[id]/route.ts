import { apiRoute } from "@/lib/http";
import { CACHE_TAGS } from "@/lib/server/cache";
import { restoreVideo } from "@/lib/server/videos/recycle-bin";

export const POST = apiRoute<{ id: string }>(async ({ actor, params }) => restoreVideo(actor, params.id), { revalidates: [CACHE_TAGS.catalogueFilters] });
