import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { changeVideoTags } from "@/features/videos/server/videos";

export const PATCH = apiRoute<{ id: string }>(
  async ({ actor, params, json }) => changeVideoTags(actor, params.id, "remove", await json()),
  { purges: [PAGE_TAGS.videos] },
);
