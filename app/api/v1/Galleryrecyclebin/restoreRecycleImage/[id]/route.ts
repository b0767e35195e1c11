import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { restorePhoto } from "@/features/gallery/server/recycle-bin";

/** The same photo back, same id and status: `{ message: "Image restored", restored }`. */
export const POST = apiRoute<{ id: string }>(async ({ actor, params }) => restorePhoto(actor, params.id), { purges: [PAGE_TAGS.gallery] });
