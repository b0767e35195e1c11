import { apiRoute } from "@/lib/http";
import { listSchoolVideos } from "@/features/school-tags/server/school-tags";

/** A school gets its own tags (any schoolId is ignored); staff pass ?schoolId=. 20 videos a page: ?page= (from 1). */
export const GET = apiRoute(async ({ actor, req }) => {
  const q = req.nextUrl.searchParams;
  return listSchoolVideos(actor, { schoolId: q.get("schoolId"), search: q.get("search"), classTag: q.get("class"), page: q.get("page") });
});
