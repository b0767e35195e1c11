import { apiRoute } from "@/lib/http";
import { getRecycledLibraryItem } from "@/features/library/server/recycle-bin";

/** One item of the library bin with a streaming URL, for the bin's Preview. */
export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({ video: await getRecycledLibraryItem(actor, params.id) }));
