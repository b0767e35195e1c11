import { apiRoute } from "@/lib/http";
import { listPendingUsers } from "@/features/accounts/server/admin";

export const GET = apiRoute(async ({ actor }) => ({ status: true, data: await listPendingUsers(actor) }));
