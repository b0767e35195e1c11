import { apiRoute } from "@/lib/http";
import { deleteUser } from "@/features/accounts/server/admin";

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => ({ status: true, ...(await deleteUser(actor, params.id)) }));
