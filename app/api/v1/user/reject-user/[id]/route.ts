import { apiRoute } from "@/lib/http";
import { rejectUser } from "@/features/accounts/server/admin";

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => ({ status: true, ...(await rejectUser(actor, params.id)) }));
