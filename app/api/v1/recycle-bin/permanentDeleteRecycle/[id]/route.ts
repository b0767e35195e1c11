import { apiRoute } from "@/lib/http";
import { purgeVideo } from "@/features/videos/server/recycle-bin";

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => purgeVideo(actor, params.id));
