import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { restoreLibraryItem } from "@/features/library/server/recycle-bin";

export const POST = apiRoute<{ id: string }>(async ({ actor, params }) => restoreLibraryItem(actor, params.id), {
  purges: [PAGE_TAGS.library],
});
