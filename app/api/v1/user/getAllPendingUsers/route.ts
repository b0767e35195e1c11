import { apiRoute } from "@/lib/http";
import { listPendingUsers } from "@/lib/server/users/admin";

export const GET = apiRoute(async ({ actor }) => ({ status: true, data: await listPendingUsers(actor) }));
