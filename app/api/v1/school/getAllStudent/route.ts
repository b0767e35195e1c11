import { apiRoute } from "@/lib/http";
import { listStudents } from "@/features/accounts/server/schools";

export const GET = apiRoute(async ({ actor, req }) => ({
  message: "Students retrieved successfully",
  data: await listStudents(actor, req.nextUrl.searchParams.get("schoolId")),
}));
