import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { rejectPhoto } from "@/features/gallery/server/review";

/** A pending photo is rejected, with an optional `reason`: `{ message: "Image rejected.", image }`. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => rejectPhoto(actor, params.id, await json()), {
  purges: [PAGE_TAGS.gallery],
});
