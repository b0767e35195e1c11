import { apiRoute } from "@/lib/http";
import { getProfile } from "@/features/accounts/server/profile";

export const GET = apiRoute(async ({ actor }) => ({
  status: true,
  message: "Profile fetched successfully",
  data: await getProfile(actor),
}));
