/** The school tags routes' rows of the authorization matrix (test/api/matrix.ts says how to read one). */
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { videoSchoolTags } from "@/lib/db/schema";
import { countRows, getDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { idOf, target, type ApiRow, type Ctx } from "@/test/api/matrix";

/** `status` for a school; everyone else signed in is refused. */
const schools = (status: number) => ({ default: 403, guest: 401, school: status });

const tagRow = async (schoolId: string) => {
  const db = await getDb();
  const video = await insertVideo();
  const [row] = await db
    .insert(videoSchoolTags)
    .values({ videoId: video.id, schoolId, tags: ["Class 1"] })
    .returning();
  return row!;
};
/** A tag entry of the actor's own school (another school's for actors that are not schools). */
const ownTagRow = async (ctx: Ctx) => {
  const schoolId = ctx.row?.role === "school" ? ctx.row.id : (await target({ role: "school" })).id;
  return tagRow(schoolId);
};
const othersTagRow = async () => tagRow((await target({ role: "school" })).id);
const tagsOf = async (id: string) => {
  const db = await getDb();
  const [row] = await db.select().from(videoSchoolTags).where(eq(videoSchoolTags.id, id));
  return row?.tags;
};

export const schoolTagsRows: ApiRow[] = [
  {
    method: "POST",
    route: "/api/v1/videoSchoolTags",
    case: "a video",
    ...schools(200),
    prepare: async () => ({ body: { videoId: (await insertVideo()).id, tags: ["Class 2", "Class 1"] } }),
    verify: async (ctx, result) => {
      expect(await countRows(videoSchoolTags)).toBe(result.status === 200 ? 1 : 0);
      if (result.status === 200) expect(result.body).toMatchObject({ schoolId: { _id: ctx.row!.id }, tags: ["Class 1", "Class 2"] });
    },
  },
  {
    method: "POST",
    route: "/api/v1/videoSchoolTags",
    case: "another school's id in the body",
    ...schools(422),
    prepare: async () => ({
      body: { videoId: (await insertVideo()).id, schoolId: (await target({ role: "school" })).id, tags: ["Class 1"] },
    }),
    verify: async () => expect(await countRows(videoSchoolTags)).toBe(0),
  },
  {
    method: "POST",
    route: "/api/v1/videoSchoolTags",
    case: "the caller's own id as schoolId (the spec's body)",
    ...schools(200),
    prepare: async (ctx) => ({ body: { videoId: (await insertVideo()).id, schoolId: await ctx.selfId(), tags: ["Class 1"] } }),
    verify: async (_ctx, result) => expect(await countRows(videoSchoolTags)).toBe(result.status === 200 ? 1 : 0),
  },
  {
    method: "GET",
    route: "/api/v1/videoSchoolTags/byVideoSchool/filter",
    case: "own entry for the video",
    ...schools(200),
    prepare: async (ctx) => {
      const row = await ownTagRow(ctx);
      return { query: { videoId: row.videoId, schoolId: await ctx.selfId() } };
    },
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toMatchObject([{ tags: ["Class 1"] }]);
    },
  },
  {
    method: "GET",
    route: "/api/v1/videoSchoolTags/byVideoSchool/filter",
    case: "another school's id",
    ...schools(403),
    prepare: async () => {
      const row = await othersTagRow();
      return { query: { videoId: row.videoId, schoolId: row.schoolId } };
    },
  },
  {
    method: "GET",
    route: "/api/v1/videoSchoolTags",
    case: "another school's row exists",
    ...schools(200),
    prepare: async () => (await othersTagRow(), {}),
    verify: async (_ctx, result) => {
      if (result.status === 200) expect(result.body).toEqual({ videoSchoolTags: [] });
    },
  },
  {
    method: "GET",
    route: "/api/v1/videoSchoolTags/[id]",
    case: "own row",
    ...schools(200),
    prepare: async (ctx) => ({ params: { id: (await ownTagRow(ctx)).id } }),
  },
  {
    method: "GET",
    route: "/api/v1/videoSchoolTags/[id]",
    case: "another school's row",
    ...schools(404),
    prepare: async () => ({ params: { id: (await othersTagRow()).id } }),
  },
  {
    method: "PUT",
    route: "/api/v1/videoSchoolTags/[id]",
    case: "own row",
    ...schools(200),
    prepare: async (ctx) => ({ params: { id: (await ownTagRow(ctx)).id }, body: { tags: ["Class 12"] } }),
    verify: async (_ctx, result, prepared) =>
      expect(await tagsOf(idOf(prepared))).toEqual(result.status === 200 ? ["Class 12"] : ["Class 1"]),
  },
  {
    method: "PUT",
    route: "/api/v1/videoSchoolTags/[id]",
    case: "another school's row",
    ...schools(404),
    prepare: async () => ({ params: { id: (await othersTagRow()).id }, body: { tags: ["Class 12"] } }),
    verify: async (_ctx, _result, prepared) => expect(await tagsOf(idOf(prepared))).toEqual(["Class 1"]),
  },
  {
    method: "DELETE",
    route: "/api/v1/videoSchoolTags/[id]",
    case: "own row",
    ...schools(200),
    prepare: async (ctx) => ({ params: { id: (await ownTagRow(ctx)).id } }),
    verify: async (_ctx, result, prepared) => expect(await tagsOf(idOf(prepared))).toEqual(result.status === 200 ? undefined : ["Class 1"]),
  },
  {
    method: "DELETE",
    route: "/api/v1/videoSchoolTags/[id]",
    case: "another school's row",
    ...schools(404),
    prepare: async () => ({ params: { id: (await othersTagRow()).id } }),
    verify: async (_ctx, _result, prepared) => expect(await tagsOf(idOf(prepared))).toEqual(["Class 1"]),
  },
  { method: "GET", route: "/api/v1/video/withSchoolTags", case: "no schoolId", ...schools(200), admin: 400, superadmin: 400 },
  {
    method: "GET",
    route: "/api/v1/video/withSchoolTags",
    case: "another school's id",
    ...schools(200),
    admin: 200,
    superadmin: 200,
    prepare: async () => {
      const other = await target({ role: "school" });
      await tagRow(other.id);
      return { query: { schoolId: other.id } };
    },
    verify: async (ctx, result) => {
      if (result.status !== 200) return;
      const videos = result.body.videos as { videoSchoolTags: string[] }[];
      expect(videos.map((v) => v.videoSchoolTags)).toEqual([ctx.row!.role === "school" ? [] : ["Class 1"]]);
    },
  },
];
