import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/page-cache";
import { approvePhoto } from "@/features/gallery/server/review";

/** A pending photo is published: `{ message: "Image approved.", image }`. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params }) => approvePhoto(actor, params.id), { purges: [PAGE_TAGS.gallery] });
