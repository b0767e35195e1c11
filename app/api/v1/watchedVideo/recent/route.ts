import { apiRoute } from "@/lib/http";
import { listRecentlyWatched } from "@/features/watching/server/history";

/** A bare array, as the original answered. */
export const GET = apiRoute(async ({ actor }) => listRecentlyWatched(actor));
