import { apiRoute } from "@/lib/http";
import { listSchools } from "@/lib/server/users/schools";

export const GET = apiRoute(async () => ({
  success: true,
  message: "Approved schools fetched successfully!",
  data: await listSchools(),
}));
