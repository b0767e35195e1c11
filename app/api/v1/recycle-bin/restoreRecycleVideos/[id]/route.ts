import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { restoreVideo } from "@/features/videos/server/recycle-bin";

export const POST = apiRoute<{ id: string }>(async ({ actor, params }) => restoreVideo(actor, params.id), {
  purges: [PAGE_TAGS.videos],
});
