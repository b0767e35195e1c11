import { apiRoute } from "@/lib/http";
import { getInstructorProfile } from "@/lib/server/users/schools";

export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({
  status: true,
  data: await getInstructorProfile(actor, params.id),
}));
