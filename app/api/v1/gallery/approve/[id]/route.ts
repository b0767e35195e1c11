import { apiRoute } from "@/lib/http";
import { approvePhoto } from "@/features/gallery/server/review";

/** A pending photo is published: `{ message: "Image approved.", image }`. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params }) => approvePhoto(actor, params.id));
