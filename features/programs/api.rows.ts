/** The program request routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { programRequests, type ProgramRequestStatus } from "@/lib/db/schema";
import { anyId, idOf, staff, target, type ApiRow, type Ctx } from "@/test/api/matrix";
import { countRows, getDb } from "@/test/db";

/** `status` for a school; everyone else signed in is refused. */
const schools = (status: number) => ({ default: 403, guest: 401, school: status }) as const;

const body = {
  contactPerson: "Jordan Lee",
  email: "jordan.lee@riverside.example",
  phone: "+1 555 0100",
  programRequested: "School Morning Sessions",
  message: "Years 3 to 6, about 180 pupils.",
};

/** A request of `schoolId` (another school's when none is given). */
async function requestOf(schoolId?: string, status: ProgramRequestStatus = "pending") {
  const db = await getDb();
  const [row] = await db
    .insert(programRequests)
    .values({ ...body, schoolId: schoolId ?? (await target({ role: "school", name: "Other School" })).id, status })
    .returning();
  return row!;
}
/** The actor's own request when the actor is a school, else another school's. */
const ownRequest = (ctx: Ctx) => requestOf(ctx.row?.role === "school" ? ctx.row.id : undefined);

const statusOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select({ status: programRequests.status }).from(programRequests).where(eq(programRequests.id, id));
  return row?.status;
};

export const programsRows: ApiRow[] = [
  {
    method: "POST",
    route: "/api/v1/program",
    case: "a request (the school is the signed-in account)",
    ...schools(201),
    prepare: () => ({ body }),
    verify: async (ctx, result) => {
      expect(await countRows(programRequests)).toBe(result.status === 201 ? 1 : 0);
      if (result.status !== 201) return;
      expect(result.body).toMatchObject({ message: "Program request submitted successfully", data: { status: "pending" } });
      const db = await getDb();
      const [row] = await db.select().from(programRequests);
      expect(row?.schoolId).toBe(ctx.row!.id);
    },
  },
  {
    method: "POST",
    route: "/api/v1/program",
    case: "another school's id and name in the body",
    ...schools(422),
    prepare: async () => ({ body: { ...body, schoolId: (await target({ role: "school" })).id, schoolName: "Other School" } }),
    verify: async () => expect(await countRows(programRequests)).toBe(0),
  },
  {
    method: "POST",
    route: "/api/v1/program",
    case: "a program by a name that is none of ours (kept as Other)",
    ...schools(201),
    prepare: () => ({ body: { ...body, programRequested: "Yoga retreat" } }),
    verify: async (_ctx, result) => {
      const db = await getDb();
      const rows = await db
        .select({ program: programRequests.programRequested, other: programRequests.otherProgram })
        .from(programRequests);
      expect(rows).toEqual(result.status === 201 ? [{ program: "Other", other: "Yoga retreat" }] : []);
    },
  },
  {
    method: "POST",
    route: "/api/v1/program",
    case: "a blank program",
    ...schools(422),
    prepare: () => ({ body: { ...body, programRequested: " " } }),
    verify: async () => expect(await countRows(programRequests)).toBe(0),
  },
  {
    method: "POST",
    route: "/api/v1/program",
    case: "the same program while a request for it is pending",
    ...schools(409),
    prepare: async (ctx) => (await ownRequest(ctx), { body }),
    verify: async () => expect(await countRows(programRequests)).toBe(1),
  },
  {
    method: "GET",
    route: "/api/v1/program/allPrograms",
    case: "another school's pending request exists",
    ...staff(200),
    school: 200,
    prepare: async () => (await requestOf(), {}),
    verify: async (ctx, result) => {
      if (result.status !== 200) return;
      const data = result.body.data as { schoolName: string; requestedBy: { email?: string } }[];
      // A school sees none of another school's requests; staff see it, with the school's account e-mail.
      if (ctx.row?.role === "school") expect(data).toEqual([]);
      else expect(data).toMatchObject([{ schoolName: "Other School", requestedBy: { email: expect.any(String) } }]);
    },
  },
  {
    method: "GET",
    route: "/api/v1/program/allPrograms",
    case: "the school's own decided request",
    ...staff(200),
    school: 200,
    prepare: async (ctx) => {
      if (ctx.row?.role === "school") await requestOf(ctx.row.id, "approved");
      return {};
    },
    verify: async (ctx, result) => {
      if (result.status !== 200) return;
      const data = result.body.data as { status: string }[];
      expect(data.map((r) => r.status)).toEqual(ctx.row?.role === "school" ? ["approved"] : []);
      expect(result.response.headers.get("X-Total-Count")).toBe(String(data.length));
      expect(result.response.headers.get("Link")).toContain('/api/v1/program/allPrograms?page=1&limit=50>; rel="last"');
    },
  },
  {
    method: "PUT",
    route: "/api/v1/program/[id]",
    case: "another school's pending request",
    ...staff(200),
    prepare: async () => ({ params: { id: (await requestOf()).id }, body: { status: "approved" } }),
    verify: async (_ctx, result, prepared) => expect(await statusOf(idOf(prepared))).toBe(result.status === 200 ? "approved" : "pending"),
  },
  {
    method: "PUT",
    route: "/api/v1/program/[id]",
    case: "the school's own pending request (a school cannot decide)",
    ...staff(200),
    prepare: async (ctx) => ({ params: { id: (await ownRequest(ctx)).id }, body: { status: "rejected" } }),
    verify: async (_ctx, result, prepared) => expect(await statusOf(idOf(prepared))).toBe(result.status === 200 ? "rejected" : "pending"),
  },
  {
    method: "PUT",
    route: "/api/v1/program/[id]",
    case: "a request already approved",
    ...staff(409),
    prepare: async () => ({ params: { id: (await requestOf(undefined, "approved")).id }, body: { status: "rejected" } }),
    verify: async (_ctx, _result, prepared) => expect(await statusOf(idOf(prepared))).toBe("approved"),
  },
  {
    method: "PUT",
    route: "/api/v1/program/[id]",
    case: "an unknown id",
    ...staff(404),
    prepare: () => ({ params: { id: anyId }, body: { status: "approved" } }),
  },
  {
    method: "PUT",
    route: "/api/v1/program/[id]",
    case: "a status other than approved or rejected",
    ...staff(422),
    prepare: async () => ({ params: { id: (await requestOf()).id }, body: { status: "pending" } }),
    verify: async (_ctx, result, prepared) => {
      expect(await statusOf(idOf(prepared))).toBe("pending");
      if (result.status === 422) expect(result.body.message).toBe("Invalid status value");
    },
  },
];
