import { apiRoute } from "@/lib/http";
import { PAGE_TAGS } from "@/lib/cache/page-cache";
import { deleteUserByErasure } from "@/features/privacy/server/erasure";

/** User Management's Delete: the account is erased (features/privacy), answered as the spec's client expects. */
export const DELETE = apiRoute<{ id: string }>(
  async ({ actor, params }) => ({ status: true, ...(await deleteUserByErasure(actor, params.id)) }),
  // A deleted instructor's name leaves the catalogue's Instructor filter and cards at once.
  { purges: [PAGE_TAGS.videos] },
);
