/** The program calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { programRequests } from "@/lib/db/schema";
import { listOf, type ContractRow } from "@/test/api/contract";
import { target, type Ctx } from "@/test/api/matrix";
import { getDb } from "@/test/db";
import { decidedShape, programShape, submittedShape } from "./api.docs";

const body = {
  contactPerson: "Jordan Lee",
  email: "jordan.lee@riverside.example",
  phone: "+1 555 0100",
  programRequested: "Community Wellness",
  message: "An evening for families.",
};

/** A pending request of the signed-in school, or of another school for staff. */
const aRequest = async (ctx: Ctx) => {
  const schoolId = ctx.row?.role === "school" ? ctx.row.id : (await target({ role: "school" })).id;
  const db = await getDb();
  const [row] = await db
    .insert(programRequests)
    .values({ ...body, schoolId })
    .returning();
  return row!;
};

export const programsContract: ContractRow[] = [
  {
    call: "POST /program",
    method: "POST",
    route: "/api/v1/program",
    as: "school",
    status: 201,
    // The spec's body exactly (spec 02 section 7, Programs).
    prepare: () => ({ body }),
    reads: submittedShape.extend({ data: programShape.extend({ status: z.literal("pending") }) }),
  },
  // The spec's client's program is a text field: what a school typed, and what it is stored as.
  ...(
    [
      ["the earlier site's name of a program", "School Morning Wellness Sessions", "School Morning Sessions"],
      ["a name that is none of ours", "Mindful sports coaching", "Other"],
    ] as const
  ).map(([what, typed, stored]): ContractRow => ({
    call: `POST /program (the program typed: ${what})`,
    method: "POST",
    route: "/api/v1/program",
    as: "school",
    status: 201,
    prepare: () => ({ body: { ...body, programRequested: typed } }),
    reads: submittedShape.extend({ data: programShape.extend({ programRequested: z.literal(stored) }) }),
  })),
  {
    call: "GET /program/allPrograms (staff: the pending requests)",
    method: "GET",
    route: "/api/v1/program/allPrograms",
    as: "admin",
    prepare: async (ctx) => (await aRequest(ctx), {}),
    reads: z.object({ data: listOf(programShape.extend({ status: z.literal("pending") })) }),
  },
  {
    call: "GET /program/allPrograms (a school: its own requests)",
    method: "GET",
    route: "/api/v1/program/allPrograms",
    as: "school",
    prepare: async (ctx) => (await aRequest(ctx), {}),
    reads: z.object({ data: listOf(programShape) }),
  },
  {
    call: "PUT /program/{id}",
    method: "PUT",
    route: "/api/v1/program/[id]",
    as: "admin",
    prepare: async (ctx) => ({ params: { id: (await aRequest(ctx)).id }, body: { status: "approved" } }),
    // The spec's client changes its list only when the answer reports success.
    reads: decidedShape.extend({ success: z.literal(true), data: decidedShape.shape.data.extend({ status: z.literal("approved") }) }),
  },
];
