import { apiRoute } from "@/lib/http";
import { authenticateWithPassword } from "@/features/accounts/server/login";
import { issueApiToken } from "@/lib/session/token";
import { publicUser } from "@/features/accounts/server/serialize";

export const POST = apiRoute(async ({ req, ip, json }) => {
  const user = await authenticateWithPassword(await json(), ip);
  const token = await issueApiToken(user, req.headers.get("user-agent"));
  return { status: true, message: "Login successful", data: { token, user: publicUser(user) } };
});
