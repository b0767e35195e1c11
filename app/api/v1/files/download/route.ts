import { apiRoute } from "@/lib/http";
import { NotFoundError } from "@/lib/errors";
import { getStorage } from "@/lib/storage";
import { isLocalStorage } from "@/lib/storage/local";

/** GET of a file from local storage through a signed URL, with HTTP Range support (lib/storage/local.ts). */
export const GET = apiRoute(
  async ({ req }) => {
    const storage = getStorage();
    if (!isLocalStorage(storage)) throw new NotFoundError();
    return storage.serveDownload(req);
  },
  { resolveActor: false },
);
