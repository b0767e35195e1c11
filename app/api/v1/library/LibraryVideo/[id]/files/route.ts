import { apiRoute } from "@/lib/http";
import { requestLibraryReplacement } from "@/features/library/server/upload";

/** Step one of replacing an item's video or cover; step two is PUT library/LibraryVideo/{id} with `uploadToken`. */
export const POST = apiRoute<{ id: string }>(async ({ actor, params, json }) => requestLibraryReplacement(actor, params.id, await json()));
