import { apiRoute } from "@/lib/http";
import { getVideo } from "@/lib/server/videos/videos";

export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({ video: await getVideo(actor, params.id) }));
