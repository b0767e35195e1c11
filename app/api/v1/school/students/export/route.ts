import { apiRoute } from "@/lib/http";
import { csvResponse } from "@/lib/format/csv";
import { exportSchoolStudentsCsv } from "@/features/school-students/server/students";

/** The signed-in school's students as a CSV download, with the tab's filter and order (`sort`, `dir`, `class`). */
export const GET = apiRoute(async ({ actor, req }) =>
  csvResponse(
    await exportSchoolStudentsCsv(actor, Object.fromEntries(req.nextUrl.searchParams)),
    `students-${new Date().toISOString().slice(0, 10)}.csv`,
  ),
);
