import { apiRoute } from "@/lib/http";
import { logout } from "@/features/accounts/server/login";

export const POST = apiRoute(async ({ actor }) => ({ status: true, ...(await logout(actor)) }));
