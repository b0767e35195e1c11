import { apiRoute } from "@/lib/http";
import { resetPassword } from "@/features/accounts/server/password-reset";

export const POST = apiRoute<{ token: string }>(async ({ params, json, ip }) => ({
  status: true,
  ...(await resetPassword(params.token, await json(), { ip })),
}));
