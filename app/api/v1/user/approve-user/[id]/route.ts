import { apiRoute } from "@/lib/http";
import { approveUser } from "@/features/accounts/server/admin";

export const PUT = apiRoute<{ id: string }>(async ({ actor, params }) => ({
  status: true,
  ...(await approveUser(actor, params.id)),
}));
