import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { rowsOf } from "@/lib/db/rows";
import { holdsSameTexts } from "@/lib/db/text-array";
import { deleteIf } from "@/lib/db/transition";
import { videos, videoSchoolTags, type VideoSchoolTagRow } from "@/lib/db/schema";
import type { Actor } from "@/lib/session/actor-type";
import { assertCan, can } from "@/registry/permissions";
import { BadRequestError, ConflictError, ForbiddenError, InvalidError, NotFoundError } from "@/lib/errors";
import { parseInput } from "@/lib/validate";
import { isUuid } from "@/lib/ids";
import { thumbnailUrlFor } from "@/features/videos";
import { createSchoolTagSchema, schoolVideoFilterSchema, updateSchoolTagSchema } from "@/features/school-tags/schema";
import { escapeLike } from "@/lib/db/like";

const NOT_FOUND = "Tag entry not found";

/** The API's video school tag (spec: _id/id, videoId, schoolId as an object with _id, tags). */
export function serializeSchoolTag(row: VideoSchoolTagRow) {
  return {
    _id: row.id,
    id: row.id,
    videoId: row.videoId,
    schoolId: { _id: row.schoolId },
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of the signed-in school; another school's row is "not found", never "forbidden". */
async function ownRow(actor: Actor, id: string): Promise<VideoSchoolTagRow> {
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(videoSchoolTags)
    .where(and(eq(videoSchoolTags.id, id), eq(videoSchoolTags.schoolId, actor.id)));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/**
 * POST /videoSchoolTags: the signed-in school tags a video its students can see (approved, not
 * deleted) with classes. The school is the actor: a `schoolId` in the body is accepted when
 * it is the caller's own id (the spec's client sends it) and refused otherwise (422).
 */
export async function createSchoolTag(actor: Actor | null, input: unknown) {
  assertCan(actor, "schoolTags.write");
  const data = parseInput(createSchoolTagSchema, input);
  if (data.schoolId !== undefined && data.schoolId !== actor.id) {
    throw new InvalidError("A school tags videos for itself only", { schoolId: "A school tags videos for itself only" });
  }
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // FOR SHARE: the video cannot go back to review or to the bin until this entry is written.
      const [video] = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.id, data.videoId), eq(videos.status, "approved"), isNull(videos.deletedAt)))
        .for("share");
      if (!video) throw new NotFoundError("Video not found");
      const [row] = await tx.insert(videoSchoolTags).values({ videoId: data.videoId, schoolId: actor.id, tags: data.tags }).returning();
      if (!row) throw new Error("insert returned no row");
      return serializeSchoolTag(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("A tag entry for this video and school already exists");
    throw error;
  }
}

/** GET /videoSchoolTags: the signed-in school's own rows, newest first. */
export async function listSchoolTags(actor: Actor | null) {
  assertCan(actor, "schoolTags.read");
  const db = await getDb();
  const rows = await db
    .select()
    .from(videoSchoolTags)
    .where(eq(videoSchoolTags.schoolId, actor.id))
    .orderBy(desc(videoSchoolTags.updatedAt), desc(videoSchoolTags.id))
    .limit(5000);
  return rows.map(serializeSchoolTag);
}

/**
 * GET videoSchoolTags/byVideoSchool/filter?videoId&schoolId (the spec's client reads the first
 * item's tags): the signed-in school's entry for one video, as a list of none or one. `schoolId`
 * may be left out or name the caller; another school's is refused (403), never answered.
 */
export async function findSchoolTags(actor: Actor | null, query: { videoId: string | null; schoolId: string | null }) {
  assertCan(actor, "schoolTags.read");
  if (query.schoolId && query.schoolId !== actor.id) throw new ForbiddenError("A school reads its own tags only");
  if (!query.videoId) throw new BadRequestError("videoId is required");
  if (!isUuid(query.videoId)) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(videoSchoolTags)
    .where(and(eq(videoSchoolTags.videoId, query.videoId), eq(videoSchoolTags.schoolId, actor.id)));
  return rows.map(serializeSchoolTag);
}

export async function getSchoolTag(actor: Actor | null, id: string) {
  assertCan(actor, "schoolTags.read");
  return serializeSchoolTag(await ownRow(actor, id));
}

/**
 * PUT /videoSchoolTags/{id}: only `tags` may change, and the list sent replaces the stored one.
 * One conditional UPDATE on the row and its school: no read beforehand that could be stale. With
 * `previousTags` (the classes our editor showed, in any order), only while the row still holds
 * those: a list another person on the school's account changed since is 409, never overwritten.
 */
export async function updateSchoolTag(actor: Actor | null, id: string, input: unknown) {
  assertCan(actor, "schoolTags.write");
  const data = parseInput(updateSchoolTagSchema, input);
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const db = await getDb();
  const own = and(eq(videoSchoolTags.id, id), eq(videoSchoolTags.schoolId, actor.id));
  const unchanged = data.previousTags ? holdsSameTexts(videoSchoolTags.tags, data.previousTags) : undefined;
  const [row] = await db.update(videoSchoolTags).set({ tags: data.tags }).where(and(own, unchanged)).returning();
  if (row) return serializeSchoolTag(row);
  const [exists] = await db.select({ id: videoSchoolTags.id }).from(videoSchoolTags).where(own);
  if (!exists) throw new NotFoundError(NOT_FOUND);
  throw new ConflictError("These classes were changed after you opened them. Please check them again.");
}

export async function deleteSchoolTag(actor: Actor | null, id: string) {
  assertCan(actor, "schoolTags.write");
  await deleteIf(await getDb(), videoSchoolTags, { id, where: eq(videoSchoolTags.schoolId, actor.id), notFound: NOT_FOUND });
  return { message: "Deleted successfully" };
}

type ManagementRow = {
  total: number;
  tagged: number;
  matching: number;
  total_pages: number;
  page: number;
  id: string | null;
  course_name: string;
  course_content: string;
  description: string;
  status: string;
  is_priced: boolean;
  rank: number | null;
  video_tags: string[];
  thumbnail_key: string | null;
  thumbnail_type: string | null;
  uploaded_by: string | null;
  instructor_name: string | null;
  created_at: Date | string;
  tag_id: string | null;
  school_tags: string[] | null;
};

/** Videos a page on the School Video Management tab (and GET video/withSchoolTags). */
export const SCHOOL_VIDEOS_PAGE_SIZE = 20;

/**
 * The School Video Management tab (and GET video/withSchoolTags): the approved, non-deleted
 * videos (the ones its students can see; a rejected or pending one is neither listed nor counted) with their status, priced flag, global tags and this school's class tags, 20 a page,
 * rank ascending (unranked last) then newest. Total, Tagged (at least one class) and Untagged
 * count all of them; `matching` counts those the search and class filter keep. `search` matches
 * the course name, description or instructor name; `classTag` keeps videos this school tagged
 * with that class. `page` starts at 1 (missing or invalid: 1); a page past the end shows the
 * last page. One SQL statement. A school always sees its own tags; staff pass `schoolId`.
 */
export async function listSchoolVideos(
  actor: Actor | null,
  query: { search?: unknown; classTag?: unknown; schoolId?: string | null; page?: unknown } = {},
) {
  if (!actor || !can(actor, "schoolTags.readAny")) assertCan(actor, "schoolTags.read");
  let schoolId: string;
  if (actor.role === "school") {
    schoolId = actor.id;
  } else {
    if (!query.schoolId) throw new BadRequestError("schoolId is required");
    if (!isUuid(query.schoolId)) throw new NotFoundError("School not found");
    schoolId = query.schoolId;
  }
  const filter = parseInput(schoolVideoFilterSchema, { search: query.search, classTag: query.classTag, page: query.page });
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  const classTag = filter.classTag ?? null;
  const pageSize = SCHOOL_VIDEOS_PAGE_SIZE;
  const db = await getDb();
  // counts: one row (total and tagged over every listed video, matching after the filter, the
  // page count, and the asked page clamped to it); the lateral join adds that page's rows.
  const result = await db.execute(sql`
    with base as (
      select v.id, v.course_name, v.course_content, v.description, v.status::text as status, v.is_priced, v.rank,
             to_jsonb(v.tags) as video_tags, v.thumbnail_key, v.thumbnail_type, v.uploaded_by, u.name as instructor_name, v.created_at,
             st.id as tag_id, to_jsonb(coalesce(st.tags, '{}'::text[])) as school_tags
      from videos v
      left join users u on u.id = v.uploaded_by
      left join video_school_tags st on st.video_id = v.id and st.school_id = ${schoolId}
      where v.status = 'approved' and v.deleted_at is null
    ),
    matched as (
      select * from base
      where (${pattern}::text is null
             or base.course_name ilike ${pattern} escape '\\'
             or base.description ilike ${pattern} escape '\\'
             or base.instructor_name ilike ${pattern} escape '\\')
        and (${classTag}::text is null or base.school_tags ? ${classTag}::text)
    ),
    totals as (
      select (select count(*) from base)::int as total,
             (select count(*) from base where jsonb_array_length(school_tags) > 0)::int as tagged,
             (select count(*) from matched)::int as matching
    ),
    counts as (
      select totals.*, pages.total_pages, least(${filter.page}::int, pages.total_pages) as page
      from totals
      cross join lateral (select greatest(1, ceil(totals.matching::numeric / ${pageSize}::int))::int as total_pages) pages
    )
    select counts.total, counts.tagged, counts.matching, counts.total_pages, counts.page, r.*
    from counts
    left join lateral (
      select * from matched
      order by matched.rank asc nulls last, matched.created_at desc, matched.id
      limit ${pageSize}::int
      offset (counts.page - 1) * ${pageSize}::int
    ) r on true`);
  const rows = rowsOf<ManagementRow>(result);
  const first = rows[0];
  const total = Number(first?.total ?? 0);
  const tagged = Number(first?.tagged ?? 0);
  const matching = Number(first?.matching ?? 0);
  const totalPages = Number(first?.total_pages ?? 1);
  const page = Number(first?.page ?? 1);
  const list = await Promise.all(
    rows
      .filter((r) => r.id !== null)
      .map(async (r) => ({
        _id: r.id!,
        id: r.id!,
        courseName: r.course_name,
        courseContent: r.course_content,
        description: r.description,
        status: r.status,
        isPriced: r.is_priced,
        rank: r.rank,
        thumbnailUrl: await thumbnailUrlFor({ thumbnailKey: r.thumbnail_key, thumbnailType: r.thumbnail_type }),
        uploadedBy: r.uploaded_by ? { _id: r.uploaded_by, name: r.instructor_name } : null,
        instructorName: r.instructor_name,
        createdAt: new Date(r.created_at).toISOString(),
        /** The video's global tags (admin-managed). */
        videoTags: r.video_tags,
        /** This school's class tags, and the id of its tag entry (null: none yet). */
        videoSchoolTags: r.school_tags ?? [],
        videoSchoolTagId: r.tag_id,
      })),
  );
  return { videos: list, total, tagged, untagged: total - tagged, matching, page, pageSize, totalPages };
}
