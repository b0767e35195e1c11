import { apiRoute } from "@/lib/http";
import { getRecycledVideo } from "@/features/videos/server/recycle-bin";

export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({ video: await getRecycledVideo(actor, params.id) }));
