import { apiRoute } from "@/lib/http";
import { requestThumbnailUpload } from "@/features/videos/server/upload";

/** Step one of replacing a thumbnail; step two is PUT video/updateVideo/{id} with thumbnailUploadToken. */
export const POST = apiRoute<{ id: string }>(async ({ actor, params, json }) => requestThumbnailUpload(actor, params.id, await json()));
