import { apiRoute } from "@/lib/http";
import { restoreVideo } from "@/lib/server/videos/recycle-bin";

export const POST = apiRoute<{ id: string }>(async ({ actor, params }) => restoreVideo(actor, params.id));
