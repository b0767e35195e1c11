import { apiRoute } from "@/lib/http";
import { listSchools } from "@/features/accounts/server/schools";

export const GET = apiRoute(async () => ({
  success: true,
  message: "Approved schools fetched successfully!",
  data: await listSchools(),
}));
