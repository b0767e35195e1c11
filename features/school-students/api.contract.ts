/** The school-students call and what a client reads from it (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { practiceDays } from "@/lib/db/schema";
import { listOf, type ContractRow } from "@/test/api/contract";
import { createUser, getDb } from "@/test/db";

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
    reads: z.object({
      students: listOf(
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
    }),
  },
];
