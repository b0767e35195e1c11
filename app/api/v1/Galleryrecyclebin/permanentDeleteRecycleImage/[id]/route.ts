import { apiRoute } from "@/lib/http";
import { purgePhoto } from "@/features/gallery/server/recycle-bin";

/** The photo and its files, for good: `{ message: "Image permanently deleted" }`. */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => purgePhoto(actor, params.id));
