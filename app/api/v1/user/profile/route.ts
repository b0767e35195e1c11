import { apiRoute } from "@/lib/http";
import { getProfile } from "@/lib/server/users/profile";

export const GET = apiRoute(async ({ actor }) => ({
  status: true,
  message: "Profile fetched successfully",
  data: await getProfile(actor),
}));
