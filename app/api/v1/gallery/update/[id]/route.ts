import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { isMultipart } from "@/lib/http/form-data";
import { updatePhoto, updatePhotoMultipart } from "@/features/gallery/server/manage";

/** JSON (our dialogs) or multipart with an optional new `file` (the spec's client): `{ message, image }`. */
export const PUT = apiRoute<{ id: string }>(
  async ({ actor, params, req, json }) =>
    isMultipart(req) ? updatePhotoMultipart(actor, params.id, req) : updatePhoto(actor, params.id, await json()),
  { purges: [PAGE_TAGS.gallery] },
);
