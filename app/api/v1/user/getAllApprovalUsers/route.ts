import { apiRoute } from "@/lib/http";
import { listApprovedUsers } from "@/features/accounts/server/admin";

export const GET = apiRoute(async ({ actor }) => ({
  status: true,
  message: "Approved users fetched successfully",
  data: await listApprovedUsers(actor),
}));
