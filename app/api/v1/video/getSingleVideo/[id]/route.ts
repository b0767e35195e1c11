import { apiRoute } from "@/lib/http";
import { getVideo } from "@/features/videos/server/videos";

export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({ video: await getVideo(actor, params.id) }));
