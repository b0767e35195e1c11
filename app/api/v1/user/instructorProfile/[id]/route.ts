import { apiRoute } from "@/lib/http";
import { getInstructorProfile } from "@/features/accounts/server/schools";

export const GET = apiRoute<{ id: string }>(async ({ actor, params }) => ({
  status: true,
  data: await getInstructorProfile(actor, params.id),
}));
