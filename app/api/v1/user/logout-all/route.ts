import { apiRoute } from "@/lib/http";
import { logoutEverywhere } from "@/features/accounts/server/login";

export const POST = apiRoute(async ({ actor }) => ({ status: true, ...(await logoutEverywhere(actor)) }));
