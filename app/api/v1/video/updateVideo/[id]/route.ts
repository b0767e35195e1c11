import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { isMultipart } from "@/lib/http/form-data";
import { updateVideo } from "@/features/videos/server/videos";
import { updateVideoMultipart } from "@/features/videos/server/upload-multipart";

/** JSON (our dashboards, a video object sent back) or multipart with optional `video` and `thumbnail` files (the spec's client). */
export const PUT = apiRoute<{ id: string }>(
  async ({ actor, params, req, json }) =>
    isMultipart(req) ? updateVideoMultipart(actor, params.id, req) : updateVideo(actor, params.id, await json()),
  { purges: [PAGE_TAGS.videos] },
);
