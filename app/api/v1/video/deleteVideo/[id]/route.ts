import { apiRoute } from "@/lib/http";
import { deleteVideo } from "@/lib/server/videos/videos";

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deleteVideo(actor, params.id));
