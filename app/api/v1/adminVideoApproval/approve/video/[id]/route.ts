import { apiRoute } from "@/lib/http";
import { CACHE_TAGS } from "@/lib/cache";
import { PAGE_TAGS } from "@/lib/page-cache";
import { approveVideo } from "@/features/videos/server/moderation";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params }) => approveVideo(actor, params.id), {
  revalidates: [CACHE_TAGS.catalogueFilters],
  purges: [PAGE_TAGS.videos],
});
