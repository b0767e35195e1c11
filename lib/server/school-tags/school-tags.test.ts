import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { videoSchoolTags } from "@/lib/db/schema";
import { BadRequestError, ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/server/errors";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { insertVideo } from "@/test/videos";
import { createSchoolTag, deleteSchoolTag, escapeLike, getSchoolTag, listSchoolTags, listSchoolVideos, updateSchoolTag } from "./school-tags";

beforeEach(resetDb);

async function twoSchools() {
  const school = actorFor(await createUser({ role: "school" }));
  const other = actorFor(await createUser({ role: "school" }));
  const video = await insertVideo();
  return { school, other, video };
}

describe("createSchoolTag", () => {
  it("tags a video for the signed-in school, de-duplicating and sorting classes by number", async () => {
    const { school, video } = await twoSchools();
    const tag = await createSchoolTag(school, { videoId: video.id, tags: ["Class 10", "Class 2", "Class 10", "Class 1"] });
    expect(tag).toMatchObject({ videoId: video.id, schoolId: { _id: school.id }, tags: ["Class 1", "Class 2", "Class 10"] });
    expect(tag._id).toBe(tag.id);
  });

  it("refuses a schoolId in the body, whoever it names", async () => {
    const { school, other, video } = await twoSchools();
    for (const schoolId of [other.id, school.id]) {
      const error = await rejection(createSchoolTag(school, { videoId: video.id, schoolId, tags: ["Class 1"] }));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.fields).toEqual({ schoolId: '"schoolId" cannot be set here' });
    }
    const db = await getDb();
    expect(await db.select().from(videoSchoolTags)).toEqual([]);
  });

  it("refuses anything but Class 1 to Class 12", async () => {
    const { school, video } = await twoSchools();
    for (const tags of [["Class 0"], ["Class 13"], ["class 1"], ["Class 1 "], ["recommended"], [3], "Class 1"]) {
      const error = await rejection(createSchoolTag(school, { videoId: video.id, tags }));
      expect([tags, error]).toEqual([tags, expect.any(InvalidError)]);
    }
    await expect(createSchoolTag(school, { videoId: video.id, tags: [] })).resolves.toMatchObject({ tags: [] });
  });

  it("answers 409 for a second entry of the same school and video; another school may tag it too", async () => {
    const { school, other, video } = await twoSchools();
    await createSchoolTag(school, { videoId: video.id, tags: ["Class 1"] });
    const error = await rejection(createSchoolTag(school, { videoId: video.id, tags: ["Class 2"] }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toBe("A tag entry for this video and school already exists");
    await expect(createSchoolTag(other, { videoId: video.id, tags: ["Class 2"] })).resolves.toBeDefined();
  });

  it("answers 404 for pending, deleted and unknown videos", async () => {
    const { school } = await twoSchools();
    for (const video of [await insertVideo({ status: "pending" }), await insertVideo({ deletedAt: new Date() })]) {
      await expect(createSchoolTag(school, { videoId: video.id, tags: ["Class 1"] })).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(createSchoolTag(school, { videoId: crypto.randomUUID(), tags: ["Class 1"] })).rejects.toBeInstanceOf(NotFoundError);
    // A rejected video is listed on the tab (non-pending) and can be tagged.
    const rejected = await insertVideo({ status: "rejected" });
    await expect(createSchoolTag(school, { videoId: rejected.id, tags: ["Class 1"] })).resolves.toBeDefined();
  });

  it("lets only approved schools tag", async () => {
    const video = await insertVideo();
    await expect(createSchoolTag(null, { videoId: video.id, tags: [] })).rejects.toBeInstanceOf(UnauthorizedError);
    for (const spec of [{ role: "user" }, { role: "instructor" }, { role: "admin" }, { role: "superadmin" }, { role: "school", status: "pending" }] as const) {
      await expect(createSchoolTag(actorFor(await createUser(spec)), { videoId: video.id, tags: ["Class 1"] })).rejects.toBeInstanceOf(ForbiddenError);
    }
  });
});

describe("reading, updating and deleting tag entries", () => {
  it("shows a school only its own rows; another school's row is not found and stays unchanged", async () => {
    const { school, other, video } = await twoSchools();
    const mine = await createSchoolTag(school, { videoId: video.id, tags: ["Class 1"] });
    const theirs = await createSchoolTag(other, { videoId: video.id, tags: ["Class 5"] });

    expect((await listSchoolTags(school)).map((t) => t.id)).toEqual([mine.id]);
    expect(await getSchoolTag(school, mine.id)).toEqual(mine);
    await expect(getSchoolTag(school, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateSchoolTag(school, theirs.id, { tags: ["Class 9"] })).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteSchoolTag(school, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getSchoolTag(school, "not-a-uuid")).rejects.toBeInstanceOf(NotFoundError);
    expect(await getSchoolTag(other, theirs.id)).toMatchObject({ tags: ["Class 5"] });
  });

  it("updates only the tags, validated", async () => {
    const { school, other, video } = await twoSchools();
    const mine = await createSchoolTag(school, { videoId: video.id, tags: ["Class 1"] });
    const updated = await updateSchoolTag(school, mine.id, { tags: ["Class 12", "Class 3"] });
    expect(updated).toMatchObject({ id: mine.id, videoId: video.id, schoolId: { _id: school.id }, tags: ["Class 3", "Class 12"] });
    for (const body of [{ tags: ["Class 3"], schoolId: other.id }, { tags: ["Class 3"], videoId: crypto.randomUUID() }, { tags: ["Grade 3"] }, {}]) {
      await expect(updateSchoolTag(school, mine.id, body)).rejects.toBeInstanceOf(InvalidError);
    }
    expect((await getSchoolTag(school, mine.id)).tags).toEqual(["Class 3", "Class 12"]);
  });

  it("deletes its own row", async () => {
    const { school, video } = await twoSchools();
    const mine = await createSchoolTag(school, { videoId: video.id, tags: ["Class 1"] });
    expect(await deleteSchoolTag(school, mine.id)).toEqual({ message: "Deleted successfully" });
    await expect(getSchoolTag(school, mine.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses students and staff", async () => {
    for (const role of ["user", "instructor", "admin"] as const) {
      const actor = actorFor(await createUser({ role }));
      await expect(listSchoolTags(actor)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(getSchoolTag(actor, crypto.randomUUID())).rejects.toBeInstanceOf(ForbiddenError);
    }
  });
});

describe("listSchoolVideos", () => {
  async function catalogue() {
    const school = actorFor(await createUser({ role: "school" }));
    const other = actorFor(await createUser({ role: "school" }));
    const maya = await createUser({ role: "instructor", name: "Maya Lin" });
    const ravi = await createUser({ role: "instructor", name: "Ravi 100%_Calm" });
    const a = await insertVideo({ courseName: "Breathing basics", uploadedBy: maya.id, rank: 1, isPriced: true, tags: ["recommended"] });
    const b = await insertVideo({ courseName: "Body scan", description: "Relax every muscle", uploadedBy: ravi.id, rank: 2, status: "rejected" });
    const c = await insertVideo({ courseName: "Walking", description: "Mindful steps", uploadedBy: maya.id });
    await insertVideo({ courseName: "Pending one", status: "pending" });
    await insertVideo({ courseName: "Deleted one", deletedAt: new Date() });
    await createSchoolTag(school, { videoId: a.id, tags: ["Class 2", "Class 1"] });
    await createSchoolTag(school, { videoId: c.id, tags: [] });
    await createSchoolTag(other, { videoId: b.id, tags: ["Class 7"] });
    return { school, other, a, b, c, maya };
  }

  it("lists every non-pending video with this school's tags and the counts, in one query", async () => {
    const { school, a, b, c, maya } = await catalogue();
    const result = await listSchoolVideos(school);
    expect([result.total, result.tagged, result.untagged]).toEqual([3, 1, 2]);
    expect(result.videos.map((v) => [v.courseName, v.status, v.videoSchoolTags])).toEqual([
      ["Breathing basics", "approved", ["Class 1", "Class 2"]],
      ["Body scan", "rejected", []],
      ["Walking", "approved", []],
    ]);
    expect(result.videos[0]).toMatchObject({
      _id: a.id, isPriced: true, videoTags: ["recommended"], uploadedBy: { _id: maya.id, name: "Maya Lin" }, instructorName: "Maya Lin", thumbnailUrl: null, rank: 1,
    });
    expect(result.videos[1]!.videoSchoolTagId).toBeNull();
    expect(result.videos[2]!.videoSchoolTagId).toEqual(expect.any(String));
    expect([b.id, c.id]).toContain(result.videos[1]!.id);
  });

  it("never shows a school another school's tags, whatever schoolId it passes", async () => {
    const { school, other } = await catalogue();
    const result = await listSchoolVideos(school, { schoolId: other.id });
    expect(result.videos.find((v) => v.courseName === "Body scan")?.videoSchoolTags).toEqual([]);
    expect((await listSchoolVideos(other)).videos.find((v) => v.courseName === "Body scan")?.videoSchoolTags).toEqual(["Class 7"]);
  });

  it("searches course name, description and instructor (escaped), and filters by class; counts stay global", async () => {
    const { school } = await catalogue();
    const names = async (q: Parameters<typeof listSchoolVideos>[1]) => (await listSchoolVideos(school, q)).videos.map((v) => v.courseName);
    expect(await names({ search: "breath" })).toEqual(["Breathing basics"]);
    expect(await names({ search: "MUSCLE" })).toEqual(["Body scan"]);
    expect(await names({ search: "maya" })).toEqual(["Breathing basics", "Walking"]);
    expect(await names({ search: "100%_" })).toEqual(["Body scan"]);
    expect(await names({ search: "%" })).toEqual(["Body scan"]);
    expect(await names({ search: "_" })).toEqual(["Body scan"]);
    expect(await names({ classTag: "Class 2" })).toEqual(["Breathing basics"]);
    expect(await names({ classTag: "Class 7" })).toEqual([]);
    expect(await names({ classTag: "all", search: "  " })).toHaveLength(3);
    const empty = await listSchoolVideos(school, { search: "nothing like this" });
    expect([empty.videos, empty.total, empty.tagged, empty.untagged]).toEqual([[], 3, 1, 2]);
    await expect(listSchoolVideos(school, { classTag: "Class 13" })).rejects.toBeInstanceOf(InvalidError);
  });

  it("lets staff read a given school's tags, requiring schoolId, and refuses students and instructors", async () => {
    const { school } = await catalogue();
    const admin = actorFor(await createUser({ role: "admin" }));
    const forSchool = await listSchoolVideos(admin, { schoolId: school.id });
    expect(forSchool.tagged).toBe(1);
    await expect(listSchoolVideos(admin)).rejects.toBeInstanceOf(BadRequestError);
    await expect(listSchoolVideos(admin, { schoolId: "x" })).rejects.toBeInstanceOf(NotFoundError);
    for (const role of ["user", "instructor"] as const) {
      await expect(listSchoolVideos(actorFor(await createUser({ role })))).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(listSchoolVideos(null)).rejects.toBeInstanceOf(UnauthorizedError);
    const db = await getDb();
    expect((await db.select().from(videoSchoolTags).where(eq(videoSchoolTags.schoolId, school.id))).length).toBe(2);
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("a%b_c\\d")).toBe("a\\%b\\_c\\\\d");
  });
});
