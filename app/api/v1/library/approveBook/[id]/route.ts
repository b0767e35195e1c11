import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { approveLibraryItem } from "@/features/library/server/items";

/** Publishes a draft; 409 when it is published already. */
export const PUT = apiRoute<{ id: string }>(async ({ actor, params }) => approveLibraryItem(actor, params.id), {
  purges: [PAGE_TAGS.library],
});
