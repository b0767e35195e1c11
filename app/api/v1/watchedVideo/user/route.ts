import { apiRoute } from "@/lib/http";
import { listMyWatchedVideos } from "@/features/watching/server/history";

export const GET = apiRoute(async ({ actor }) => ({ watchedVideos: await listMyWatchedVideos(actor) }));
