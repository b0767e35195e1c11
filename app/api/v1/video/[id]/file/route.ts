import { apiRoute } from "@/lib/http";
import { requestVideoFileUpload } from "@/features/videos/server/upload";

/** Step one of replacing a video's file; step two is PUT video/updateVideo/{id} with videoUploadToken. */
export const POST = apiRoute<{ id: string }>(async ({ actor, params, json }) => requestVideoFileUpload(actor, params.id, await json()));
