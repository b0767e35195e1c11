import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { deleteVideo } from "@/features/videos/server/videos";

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deleteVideo(actor, params.id), {
  purges: [PAGE_TAGS.videos],
});
