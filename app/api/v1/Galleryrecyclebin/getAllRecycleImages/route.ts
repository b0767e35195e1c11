import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http";
import { listBinPhotos } from "@/features/gallery/server/recycle-bin";

/** `{ items }`: a school's own deleted photos, or every school's for staff; X-Total-Count says how many the bin holds. */
export const GET = apiRoute(async ({ actor }) => {
  const { items, total } = await listBinPhotos(actor);
  return NextResponse.json({ items }, { headers: { "X-Total-Count": String(total) } });
});
