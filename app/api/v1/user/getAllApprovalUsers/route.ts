import { apiRoute } from "@/lib/http";
import { listApprovedUsers } from "@/lib/server/users/admin";

export const GET = apiRoute(async ({ actor }) => ({
  status: true,
  message: "Approved users fetched successfully",
  data: await listApprovedUsers(actor),
}));
