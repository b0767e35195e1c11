import { apiRoute } from "@/lib/http";
import { authenticateWithPassword, issueApiToken } from "@/lib/server/users/login";
import { publicUser } from "@/lib/server/users/serialize";

export const POST = apiRoute(async ({ json }) => {
  const user = await authenticateWithPassword(await json());
  const token = await issueApiToken(user);
  return { status: true, message: "Login successful", data: { token, user: publicUser(user) } };
});
