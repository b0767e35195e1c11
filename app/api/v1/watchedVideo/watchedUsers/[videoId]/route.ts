import { apiRoute } from "@/lib/http";
import { listVideoViewers } from "@/features/watching/server/history";

export const GET = apiRoute<{ videoId: string }>(async ({ actor, params }) => ({
  watchedBy: await listVideoViewers(actor, params.videoId),
}));
