import { apiRoute } from "@/lib/http";
import { restoreLibraryItem } from "@/features/library/server/recycle-bin";

export const POST = apiRoute<{ id: string }>(async ({ actor, params }) => restoreLibraryItem(actor, params.id));
