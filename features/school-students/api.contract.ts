/** The school-students call and what a client reads from it (test/api/contract.ts says how to read a row). */
import { practiceDays } from "@/lib/db/schema";
import { listOf, type ContractRow } from "@/test/api/contract";
import { createUser, getDb } from "@/test/db";
import { studentsPageShape } from "./api.docs";

export const schoolStudentsContract: ContractRow[] = [
  {
    call: "GET school/students",
    method: "GET",
    route: "/api/v1/school/students",
    as: "school",
    prepare: async (ctx) => {
      const student = await createUser({ role: "user", schoolId: await ctx.selfId() });
      await (await getDb()).insert(practiceDays).values({ userId: student.id, day: new Date().toISOString().slice(0, 10), seconds: 120 });
      return {};
    },
    reads: studentsPageShape.extend({ students: listOf(studentsPageShape.shape.students.element) }),
  },
];
