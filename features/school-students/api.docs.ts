/** The school-students routes of the OpenAPI document (lib/openapi says how to read an entry). */
import { z } from "zod";
import type { ApiOperations } from "@/lib/openapi";
import { studentFilterSchema } from "./schema";

/** A page of the Students tab as a client reads it. */
export const studentsPageShape = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      status: z.enum(["approved", "pending"]),
      classes: z.array(z.string()),
      minutesThisWeek: z.number(),
      minutesThisTerm: z.number(),
      videosCompleted: z.number(),
      lastActiveAt: z.string().nullable(),
    }),
  ),
  matching: z.number(),
  page: z.number(),
  totalPages: z.number(),
  pageSize: z.number(),
  weekStart: z.string(),
  termStart: z.string(),
});

const { classTag, ...filter } = studentFilterSchema.shape;
/** The URL names the class filter `class`. */
const query = z.object({ ...filter, class: classTag });

export const schoolStudentsApi: ApiOperations = {
  "GET /api/v1/school/students": { summary: "The school's students and their practice, 50 a page", query, response: studentsPageShape },
  "GET /api/v1/school/students/export": {
    summary: "The same list as CSV, every page",
    query: query.omit({ page: true }),
    responseType: "text/csv",
  },
};
