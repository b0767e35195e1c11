import { apiRoute } from "@/lib/http";
import { getVideo } from "@/features/videos/server/videos";

/** The first spec's spelling: its client reads `data`. */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({ data: await getVideo(actor, params.id) }));
