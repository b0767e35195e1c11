import { apiRoute } from "@/lib/http";
import { listSchoolStudents } from "@/features/school-students/server/students";

/** The signed-in school's students and their practice (`sort`, `dir`, `class`, `page`): the Students tab's data. */
export const GET = apiRoute(async ({ actor, req }) => listSchoolStudents(actor, Object.fromEntries(req.nextUrl.searchParams)));
