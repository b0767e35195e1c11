import { apiRoute } from "@/lib/http";
import { purgeLibraryItem } from "@/features/library/server/recycle-bin";

/** The row now, its video and cover through the outbox once that has committed. */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => purgeLibraryItem(actor, params.id));
