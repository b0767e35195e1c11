import { apiRoute } from "@/lib/http";
import { listRecycledVideos } from "@/lib/server/videos/recycle-bin";

export const GET = apiRoute(async ({ actor }) => listRecycledVideos(actor));
