import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { videoSchoolTags } from "@/lib/db/schema";
import { BadRequestError, ConflictError, ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, getDb, resetDb } from "@/test/db";
import { rejection } from "@/test/errors";
import { requirePostgres } from "@/test/postgres";
import { race } from "@/test/races";
import { insertVideo } from "@/test/videos";
import {
  createSchoolTag,
  deleteSchoolTag,
  findSchoolTags,
  getSchoolTag,
  listSchoolTags,
  listSchoolVideos,
  updateSchoolTag,
} from "./school-tags";

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

  it("refuses another school's id in the body, and any id that is not the caller's", async () => {
    const { school, other, video } = await twoSchools();
    for (const schoolId of [other.id, crypto.randomUUID(), "not-an-id"]) {
      const error = await rejection(createSchoolTag(school, { videoId: video.id, schoolId, tags: ["Class 1"] }));
      expect(error).toBeInstanceOf(InvalidError);
      expect(error.fields).toEqual({ schoolId: "A school tags videos for itself only" });
    }
    const db = await getDb();
    expect(await db.select().from(videoSchoolTags)).toEqual([]);
  });

  it("accepts the caller's own id as schoolId (the spec's body)", async () => {
    const { school, video } = await twoSchools();
    await expect(createSchoolTag(school, { videoId: video.id, schoolId: school.id, tags: ["Class 3"] })).resolves.toMatchObject({
      schoolId: { _id: school.id },
      tags: ["Class 3"],
    });
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

  it("answers 404 for pending, rejected, deleted and unknown videos", async () => {
    const { school } = await twoSchools();
    for (const video of [await insertVideo({ status: "pending" }), await insertVideo({ deletedAt: new Date() })]) {
      await expect(createSchoolTag(school, { videoId: video.id, tags: ["Class 1"] })).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(createSchoolTag(school, { videoId: crypto.randomUUID(), tags: ["Class 1"] })).rejects.toBeInstanceOf(NotFoundError);
    // A rejected video is not on the tab (students cannot see it), so it cannot be tagged either.
    const rejected = await insertVideo({ status: "rejected" });
    await expect(createSchoolTag(school, { videoId: rejected.id, tags: ["Class 1"] })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("lets only approved schools tag", async () => {
    const video = await insertVideo();
    await expect(createSchoolTag(null, { videoId: video.id, tags: [] })).rejects.toBeInstanceOf(UnauthorizedError);
    for (const spec of [
      { role: "user" },
      { role: "instructor" },
      { role: "admin" },
      { role: "superadmin" },
      { role: "school", status: "pending" },
    ] as const) {
      await expect(createSchoolTag(actorFor(await createUser(spec)), { videoId: video.id, tags: ["Class 1"] })).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    }
  });
});

describe("findSchoolTags (videoSchoolTags/byVideoSchool/filter)", () => {
  it("answers the caller's entry for the video as a list of none or one; another school's id is 403", async () => {
    const { school, other, video } = await twoSchools();
    const untagged = await insertVideo();
    const mine = await createSchoolTag(school, { videoId: video.id, tags: ["Class 4"] });
    await createSchoolTag(other, { videoId: video.id, tags: ["Class 9"] });
    expect(await findSchoolTags(school, { videoId: video.id, schoolId: school.id })).toEqual([mine]);
    expect(await findSchoolTags(school, { videoId: video.id, schoolId: null })).toEqual([mine]);
    expect(await findSchoolTags(school, { videoId: untagged.id, schoolId: school.id })).toEqual([]);
    expect(await findSchoolTags(school, { videoId: "not-a-uuid", schoolId: null })).toEqual([]);
    await expect(findSchoolTags(school, { videoId: video.id, schoolId: other.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(findSchoolTags(school, { videoId: null, schoolId: null })).rejects.toBeInstanceOf(BadRequestError);
    await expect(
      findSchoolTags(actorFor(await createUser({ role: "admin" })), { videoId: video.id, schoolId: null }),
    ).rejects.toBeInstanceOf(ForbiddenError);
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
    for (const body of [
      { tags: ["Class 3"], schoolId: other.id },
      { tags: ["Class 3"], videoId: crypto.randomUUID() },
      { tags: ["Grade 3"] },
      {},
    ]) {
      await expect(updateSchoolTag(school, mine.id, body)).rejects.toBeInstanceOf(InvalidError);
    }
    expect((await getSchoolTag(school, mine.id)).tags).toEqual(["Class 3", "Class 12"]);
  });

  it("with the classes our editor showed (previousTags), refuses a list changed since (409) instead of overwriting it", async () => {
    const { school, other, video } = await twoSchools();
    const mine = await createSchoolTag(school, { videoId: video.id, tags: ["Class 1", "Class 2"] });
    // Someone else on the school's account adds Class 3.
    await updateSchoolTag(school, mine.id, { tags: ["Class 1", "Class 2", "Class 3"], previousTags: ["Class 2", "Class 1"] });
    const stale = await rejection(updateSchoolTag(school, mine.id, { tags: ["Class 1"], previousTags: ["Class 1", "Class 2"] }));
    expect(stale).toBeInstanceOf(ConflictError);
    expect(stale.message).toBe("These classes were changed after you opened them. Please check them again.");
    expect((await getSchoolTag(school, mine.id)).tags).toEqual(["Class 1", "Class 2", "Class 3"]);
    // Another school's row is still "not found", whatever it sends.
    expect(
      await rejection(updateSchoolTag(other, mine.id, { tags: ["Class 1"], previousTags: ["Class 1", "Class 2", "Class 3"] })),
    ).toBeInstanceOf(NotFoundError);
    // Without previousTags (the spec's client), the list sent replaces the stored one, as before.
    await expect(updateSchoolTag(school, mine.id, { tags: ["Class 4"] })).resolves.toMatchObject({ tags: ["Class 4"] });
  });

  it("two saves at once from the same classes shown (real PostgreSQL): one list is kept, the other gets 409", async () => {
    await requirePostgres();
    const { school, video } = await twoSchools();
    const mine = await createSchoolTag(school, { videoId: video.id, tags: ["Class 1"] });
    for (let round = 0; round < 8; round++) {
      // Both open the editor on Class 1 and each adds another class (neither list is the one shown).
      const shown = (await updateSchoolTag(school, mine.id, { tags: ["Class 1"] })).tags;
      const lists = [
        ["Class 1", "Class 2"],
        ["Class 1", "Class 3"],
      ];
      const { winner, error } = await race(
        () => updateSchoolTag(school, mine.id, { tags: lists[0]!, previousTags: shown }),
        () => updateSchoolTag(school, mine.id, { tags: lists[1]!, previousTags: shown }),
      );
      expect(error).toBeInstanceOf(ConflictError);
      expect((await getSchoolTag(school, mine.id)).tags, `round ${round}`).toEqual(lists[winner]);
    }
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
    const b = await insertVideo({
      courseName: "Body scan",
      description: "Relax every muscle",
      uploadedBy: ravi.id,
      rank: 2,
    });
    const c = await insertVideo({ courseName: "Walking", description: "Mindful steps", uploadedBy: maya.id });
    // Students never see a rejected video, so the school does not either (nor count it).
    const rejected = await insertVideo({
      courseName: "Rejected breathing",
      description: "Relax",
      uploadedBy: maya.id,
      rank: 1,
      status: "rejected",
    });
    await insertVideo({ courseName: "Pending one", status: "pending" });
    await insertVideo({ courseName: "Deleted one", deletedAt: new Date() });
    await createSchoolTag(school, { videoId: a.id, tags: ["Class 2", "Class 1"] });
    await createSchoolTag(school, { videoId: c.id, tags: [] });
    await createSchoolTag(other, { videoId: b.id, tags: ["Class 7"] });
    // A tag entry made while the video was approved stays, but the video is not listed again until it is.
    await getDb().then((db) => db.insert(videoSchoolTags).values({ videoId: rejected.id, schoolId: school.id, tags: ["Class 2"] }));
    return { school, other, a, b, c, maya };
  }

  it("lists only the approved videos (the ones students can see) with this school's tags and the counts, in one query", async () => {
    const { school, a, b, c, maya } = await catalogue();
    const result = await listSchoolVideos(school);
    expect([result.total, result.tagged, result.untagged]).toEqual([3, 1, 2]);
    expect(result.videos.map((v) => [v.courseName, v.status, v.videoSchoolTags])).toEqual([
      ["Breathing basics", "approved", ["Class 1", "Class 2"]],
      ["Body scan", "approved", []],
      ["Walking", "approved", []],
    ]);
    expect(result.videos[0]).toMatchObject({
      _id: a.id,
      isPriced: true,
      videoTags: ["recommended"],
      uploadedBy: { _id: maya.id, name: "Maya Lin" },
      instructorName: "Maya Lin",
      thumbnailUrl: null,
      rank: 1,
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
    expect((await db.select().from(videoSchoolTags).where(eq(videoSchoolTags.schoolId, school.id))).length).toBe(3);
  });

  describe("paging", () => {
    /**
     * 45 listed videos: five ranked (inserted rank 5 down to 1, older than the rest), then 40
     * unranked one minute apart, "Yoga 0" … "Yoga 24" and "Walk 25" … "Walk 39". Plus a pending
     * and a deleted Yoga video, never listed.
     */
    async function fortyFive() {
      const school = actorFor(await createUser({ role: "school" }));
      const start = Date.UTC(2025, 0, 1);
      const ranked = [];
      for (let rank = 5; rank >= 1; rank -= 1)
        ranked.push(await insertVideo({ courseName: `Ranked ${rank}`, rank, createdAt: new Date(start - rank * 1000) }));
      const unranked = [];
      for (let i = 0; i < 40; i += 1) {
        unranked.push(await insertVideo({ courseName: i < 25 ? `Yoga ${i}` : `Walk ${i}`, createdAt: new Date(start + i * 60_000) }));
      }
      await insertVideo({ courseName: "Yoga pending", status: "pending" });
      await insertVideo({ courseName: "Yoga deleted", deletedAt: new Date() });
      // Rank ascending, then the unranked ones newest first.
      const order = [...[...ranked].reverse(), ...[...unranked].reverse()].map((v) => v.id);
      return { school, order, unranked };
    }

    it("shows 20 a page in order (rank ascending, unranked last, newest first); a page past the end shows the last", async () => {
      const { school, order } = await fortyFive();
      const ids = (r: { videos: { id: string }[] }) => r.videos.map((v) => v.id);

      const first = await listSchoolVideos(school);
      expect(first).toMatchObject({ total: 45, tagged: 0, untagged: 45, matching: 45, page: 1, pageSize: 20, totalPages: 3 });
      expect(ids(first)).toEqual(order.slice(0, 20));
      expect(first.videos.slice(0, 6).map((v) => v.courseName)).toEqual([
        "Ranked 1",
        "Ranked 2",
        "Ranked 3",
        "Ranked 4",
        "Ranked 5",
        "Walk 39",
      ]);

      const second = await listSchoolVideos(school, { page: "2" });
      expect(second).toMatchObject({ page: 2, totalPages: 3, matching: 45 });
      expect(ids(second)).toEqual(order.slice(20, 40));

      const db = await getDb();
      const execute = vi.spyOn(db, "execute");
      const select = vi.spyOn(db, "select");
      const third = await listSchoolVideos(school, { page: 3 });
      expect([execute.mock.calls.length, select.mock.calls.length]).toEqual([1, 0]);
      execute.mockRestore();
      select.mockRestore();
      expect(third).toMatchObject({ page: 3, totalPages: 3, total: 45 });
      expect(ids(third)).toEqual(order.slice(40));
      expect(third.videos).toHaveLength(5);

      for (const page of [4, 9, "9", 100_000, "1000000"]) {
        const past = await listSchoolVideos(school, { page });
        expect([page, past.page, ids(past)]).toEqual([page, 3, order.slice(40)]);
      }
    });

    it("reads a missing or invalid page as page 1", async () => {
      const { school, order } = await fortyFive();
      for (const page of [undefined, null, "", "abc", 0, "0", -1, "-1", Number.NaN, {}, ["2"]]) {
        const result = await listSchoolVideos(school, { page });
        expect([page, result.page, result.videos.map((v) => v.id)]).toEqual([page, 1, order.slice(0, 20)]);
      }
    });

    it("pages the matching videos; total, tagged and untagged stay global", async () => {
      const { school, unranked } = await fortyFive();
      // Two Yoga videos and one Walk video get classes; another Yoga video an empty entry.
      await createSchoolTag(school, { videoId: unranked[1]!.id, tags: ["Class 3"] });
      await createSchoolTag(school, { videoId: unranked[3]!.id, tags: ["Class 3", "Class 4"] });
      await createSchoolTag(school, { videoId: unranked[30]!.id, tags: ["Class 3"] });
      await createSchoolTag(school, { videoId: unranked[5]!.id, tags: [] });
      const names = (r: { videos: { courseName: string }[] }) => r.videos.map((v) => v.courseName);

      const yoga1 = await listSchoolVideos(school, { search: "yoga" });
      expect(yoga1).toMatchObject({ total: 45, tagged: 3, untagged: 42, matching: 25, page: 1, pageSize: 20, totalPages: 2 });
      expect(names(yoga1)).toEqual(Array.from({ length: 20 }, (_, i) => `Yoga ${24 - i}`));
      const yoga2 = await listSchoolVideos(school, { search: "yoga", page: "2" });
      expect(yoga2).toMatchObject({ total: 45, tagged: 3, untagged: 42, matching: 25, page: 2, totalPages: 2 });
      expect(names(yoga2)).toEqual(["Yoga 4", "Yoga 3", "Yoga 2", "Yoga 1", "Yoga 0"]);
      expect(await listSchoolVideos(school, { search: "yoga", page: 3 })).toEqual(yoga2);

      expect(await listSchoolVideos(school, { search: "a" })).toMatchObject({ matching: 45, totalPages: 3 });
      const walk = await listSchoolVideos(school, { search: "WALK", page: 2 });
      expect(walk).toMatchObject({ total: 45, tagged: 3, matching: 15, page: 1, totalPages: 1 });
      expect(walk.videos).toHaveLength(15);

      const class3 = await listSchoolVideos(school, { classTag: "Class 3", page: 4 });
      expect(class3).toMatchObject({ total: 45, tagged: 3, untagged: 42, matching: 3, page: 1, totalPages: 1 });
      expect(names(class3)).toEqual(["Walk 30", "Yoga 3", "Yoga 1"]);
      expect(await listSchoolVideos(school, { classTag: "Class 3", search: "YOGA" })).toMatchObject({ matching: 2, tagged: 3 });
    });

    it("has one page, page 1, when nothing matches or nothing is listed", async () => {
      const { school } = await fortyFive();
      for (const page of [undefined, 1, 5]) {
        const none = await listSchoolVideos(school, { search: "nothing like this", page });
        expect(none).toMatchObject({ videos: [], total: 45, tagged: 0, untagged: 45, matching: 0, page: 1, pageSize: 20, totalPages: 1 });
      }
      await resetDb();
      const lonely = actorFor(await createUser({ role: "school" }));
      expect(await listSchoolVideos(lonely, { page: 3 })).toEqual({
        videos: [],
        total: 0,
        tagged: 0,
        untagged: 0,
        matching: 0,
        page: 1,
        pageSize: 20,
        totalPages: 1,
      });
    });
  });
});
