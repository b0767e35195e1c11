import { apiRoute } from "@/lib/http";
import { listMyWatchedVideos } from "@/lib/server/watched/history";

export const GET = apiRoute(async ({ actor }) => ({ watchedVideos: await listMyWatchedVideos(actor) }));
