import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { isMultipart } from "@/lib/http/form-data";
import { deleteLibraryItem, getLibraryItem, updateLibraryItem } from "@/features/library/server/items";
import { updateLibraryMultipart } from "@/features/library/server/upload-multipart";

export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({ video: await getLibraryItem(actor, params.id) }));

/** JSON (our dashboard, an item sent back, `uploadToken` of replacement files) or multipart with optional `video` and `coverImage` (the spec's client). */
export const PUT = apiRoute<{ id: string }>(
  async ({ actor, params, req, json }) =>
    isMultipart(req) ? updateLibraryMultipart(actor, params.id, req) : updateLibraryItem(actor, params.id, await json()),
  { purges: [PAGE_TAGS.library] },
);

/** To the library recycle bin. */
export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => deleteLibraryItem(actor, params.id), {
  purges: [PAGE_TAGS.library],
});
