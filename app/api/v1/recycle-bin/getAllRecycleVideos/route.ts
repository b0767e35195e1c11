import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { listRecycledVideos } from "@/features/videos/server/recycle-bin";

/** A bare array (the spec's shape), most recently deleted first, at most RECYCLE_BIN_LIMIT; X-Total-Count says how many the bin holds. */
export const GET = apiRoute(async ({ actor }) => {
  const { videos, total } = await listRecycledVideos(actor);
  return NextResponse.json(videos, { headers: { "X-Total-Count": String(total) } });
});
