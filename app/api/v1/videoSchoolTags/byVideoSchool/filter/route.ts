import { apiRoute } from "@/lib/http";
import { findSchoolTags } from "@/features/school-tags/server/school-tags";

/** The spec's client's path (the original had the handler, no route): a bare list of the caller's entry for ?videoId. */
export const GET = apiRoute(async ({ actor, req }) => {
  const q = req.nextUrl.searchParams;
  return findSchoolTags(actor, { videoId: q.get("videoId"), schoolId: q.get("schoolId") });
});
