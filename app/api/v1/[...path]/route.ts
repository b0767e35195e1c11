import { apiRoute } from "@/lib/http";
import { NotFoundError } from "@/lib/errors";

/**
 * Unknown /api/v1 paths answer a JSON 404, never a page; through apiRoute, so a client on an
 * allowed origin (CORS_ORIGINS) can read it too.
 */
const notFound = apiRoute<{ path: string[] }>(
  async () => {
    throw new NotFoundError("Not found");
  },
  { resolveActor: false },
);
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
