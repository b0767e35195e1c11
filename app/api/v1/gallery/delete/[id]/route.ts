import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { deletePhoto } from "@/features/gallery/server/manage";

/** To the gallery recycle bin: `{ message: "Image moved to Recycle Bin." }`. */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deletePhoto(actor, params.id), { purges: [PAGE_TAGS.gallery] });
