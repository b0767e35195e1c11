import { apiRoute } from "@/lib/http";
import { requestPasswordReset } from "@/features/accounts/server/password-reset";

export const POST = apiRoute(async ({ json, ip }) => ({ status: true, ...(await requestPasswordReset(await json(), { ip })) }));
