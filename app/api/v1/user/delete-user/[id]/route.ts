import { apiRoute } from "@/lib/http";
import { deleteUser } from "@/lib/server/users/admin";

export const DELETE = apiRoute<{ id: string }>(async ({ actor, params }) => ({ status: true, ...(await deleteUser(actor, params.id)) }));
