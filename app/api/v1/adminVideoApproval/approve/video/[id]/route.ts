import { apiRoute } from "@/lib/http";
import { approveVideo } from "@/lib/server/videos/moderation";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params }) => approveVideo(actor, params.id));
