import { apiRoute } from "@/lib/http";
import { purgeVideo } from "@/lib/server/videos/recycle-bin";

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => purgeVideo(actor, params.id));
