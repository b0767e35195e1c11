import { apiRoute } from "@/lib/http";
import { requestPasswordReset } from "@/lib/server/users/password-reset";

export const POST = apiRoute(async ({ json, ip }) => ({ status: true, ...(await requestPasswordReset(await json(), { ip })) }));
