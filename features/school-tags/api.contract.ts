/** The video-school-tag calls of the spec's client and what it reads (test/api/contract.ts says how to read a row). */
import { z } from "zod";
import { videoSchoolTags } from "@/lib/db/schema";
import { listOf, nothingRead, type ContractRow } from "@/test/api/contract";
import type { Ctx } from "@/test/api/matrix";
import { getDb } from "@/test/db";
import { insertVideo } from "@/test/videos";
import { tagEntryShape } from "./api.docs";

/** A tag row of the signed-in school. */
const ownTagRow = async (ctx: Ctx) => {
  const db = await getDb();
  const [row] = await db
    .insert(videoSchoolTags)
    .values({ videoId: (await insertVideo()).id, schoolId: ctx.row!.id, tags: ["Class 1"] })
    .returning();
  return row!;
};

export const schoolTagsContract: ContractRow[] = [
  {
    call: "POST /videoSchoolTags",
    method: "POST",
    route: "/api/v1/videoSchoolTags",
    as: "school",
    prepare: async () => ({ body: { videoId: (await insertVideo()).id, tags: ["Class 1"] } }),
    reads: nothingRead,
  },
  {
    call: "GET /videoSchoolTags",
    method: "GET",
    route: "/api/v1/videoSchoolTags",
    as: "school",
    prepare: async (ctx) => (await ownTagRow(ctx), {}),
    reads: z.object({ videoSchoolTags: listOf(tagEntryShape) }),
  },
  {
    call: "PUT /videoSchoolTags/{id}",
    method: "PUT",
    route: "/api/v1/videoSchoolTags/[id]",
    as: "school",
    prepare: async (ctx) => ({ params: { id: (await ownTagRow(ctx)).id }, body: { tags: ["Class 2"] } }),
    reads: nothingRead,
  },
  {
    call: "DELETE /videoSchoolTags/{id}",
    method: "DELETE",
    route: "/api/v1/videoSchoolTags/[id]",
    as: "school",
    prepare: async (ctx) => ({ params: { id: (await ownTagRow(ctx)).id } }),
    reads: nothingRead,
  },
];
