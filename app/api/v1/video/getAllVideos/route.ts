import { apiRoute } from "@/lib/http";
import { listVideos, queryFromParams } from "@/features/videos/server/catalogue";

/** The catalogue (guests too); `scope=mine` and `scope=all` for the dashboards. See docs/api.md. */
export const GET = apiRoute(async ({ actor, req }) => listVideos(actor, queryFromParams(req.nextUrl.searchParams)));
