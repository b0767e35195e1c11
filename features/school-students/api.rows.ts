/** The school-students routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { practiceDays } from "@/lib/db/schema";
import { getDb } from "@/test/db";
import { target, type ApiRow, type Ctx } from "@/test/api/matrix";

/** `status` for a school; every other role is refused, staff included. */
const schoolOnly = (status: number) => ({ default: 403, guest: 401, school: status });

/** A student of the caller (when it is a school) and one of another school, each with practice. */
async function studentsOfTwoSchools(ctx: Ctx) {
  const other = await target({ role: "school" });
  const mine = ctx.row?.role === "school" ? await target({ role: "user", name: "Mine Student", schoolId: ctx.row.id }) : null;
  const theirs = await target({ role: "user", name: "Theirs Student", schoolId: other.id });
  const db = await getDb();
  await db.insert(practiceDays).values([mine, theirs].flatMap((s) => (s ? [{ userId: s.id, day: "2026-01-05", seconds: 600 }] : [])));
  return { query: { schoolId: other.id } };
}

export const schoolStudentsRows: ApiRow[] = [
  {
    method: "GET",
    route: "/api/v1/school/students",
    case: "students of this and another school (schoolId names the other)",
    ...schoolOnly(200),
    prepare: studentsOfTwoSchools,
    verify: async (_ctx, result) => {
      if (result.status !== 200) return expect(result.body.students).toBeUndefined();
      expect((result.body.students as { name: string }[]).map((s) => s.name)).toEqual(["Mine Student"]);
    },
  },
  {
    method: "GET",
    route: "/api/v1/school/students/export",
    case: "students of this and another school (schoolId names the other)",
    ...schoolOnly(200),
    prepare: async (ctx) => ({ ...(await studentsOfTwoSchools(ctx)), binary: true }),
    verify: async (_ctx, result) => {
      const type = result.response.headers.get("content-type") ?? "";
      expect(type.startsWith("text/csv")).toBe(result.status === 200);
      if (result.status !== 200) return;
      const csv = await result.response.clone().text();
      expect(csv).toContain("Mine Student");
      expect(csv).not.toContain("Theirs Student");
    },
  },
];
