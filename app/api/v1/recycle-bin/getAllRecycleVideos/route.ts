import { apiRoute } from "@/lib/http";
import { listRecycledVideos } from "@/features/videos/server/recycle-bin";

export const GET = apiRoute(async ({ actor }) => listRecycledVideos(actor));
