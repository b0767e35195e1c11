import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { deleteUser } from "@/features/accounts/server/admin";

export const DELETE = apiRoute<{ id: string }>(
  async ({ actor, params }) => ({ status: true, ...(await deleteUser(actor, params.id)) }),
  // A deleted instructor's name leaves the catalogue's Instructor filter and cards at once.
  { purges: [PAGE_TAGS.videos] },
);
