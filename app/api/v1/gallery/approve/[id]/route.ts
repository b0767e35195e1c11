import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { approvePhoto } from "@/features/gallery/server/review";

/** A pending photo is published (the optional body's `updatedAt`: the version reviewed): `{ message: "Image approved.", image }`. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params, json }) => approvePhoto(actor, params.id, await json()), {
  purges: [PAGE_TAGS.gallery],
});
