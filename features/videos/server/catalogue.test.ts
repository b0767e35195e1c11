import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ForbiddenError, InvalidError, UnauthorizedError } from "@/lib/errors";
import { actorFor, createUser, resetDb, type NewUser } from "@/test/db";
import { MemoryStorage } from "@/test/memory-storage";
import { createVideo } from "@/test/videos";
import { NotFoundError } from "@/lib/errors";
import {
  API_PAGE_LIMIT,
  catalogueFilters,
  getPublicVideo,
  getPublicVideoTitle,
  listCatalogue,
  listSitemapVideos,
  listVideos,
  listVideosForApi,
} from "./catalogue";
import { setStorageForTests } from "@/lib/storage";

beforeAll(() => setStorageForTests(new MemoryStorage()));
beforeEach(async () => {
  await resetDb();
});

const names = (result: { videos: { courseName: string }[] }) => result.videos.map((v) => v.courseName);
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("listVideos (catalogue)", () => {
  it("shows approved videos only, rank ascending with unranked last, then newest", async () => {
    const teacher = await createUser({ role: "instructor" });
    await createVideo(teacher, { courseName: "unranked old", createdAt: ago(50) });
    await createVideo(teacher, { courseName: "rank 10", rank: 10 });
    await createVideo(teacher, { courseName: "unranked new", createdAt: ago(1) });
    await createVideo(teacher, { courseName: "rank 2", rank: 2, createdAt: ago(30) });
    await createVideo(teacher, { courseName: "rank 2 newer", rank: 2, createdAt: ago(5) });
    await createVideo(teacher, { courseName: "pending", status: "pending", rank: 0 });
    await createVideo(teacher, { courseName: "rejected", status: "rejected" });
    await createVideo(teacher, { courseName: "deleted", rank: 0, deletedAt: new Date() });
    const result = await listVideos(null, {});
    expect(names(result)).toEqual(["rank 2 newer", "rank 2", "rank 10", "unranked new", "unranked old"]);
    expect(result).toMatchObject({ total: 5, page: 1, pageSize: 9, totalPages: 1 });
    expect(result.videos[0]).toMatchObject({ rank: "2", status: "approved", videoUrl: null });
    expect(result.videos[0]!.thumbnailUrl).toMatch(/^memory:\/\/download\//);
    // Guests never see an uploader's e-mail.
    expect(result.videos[0]!.uploadedBy).toEqual({ _id: teacher.id, id: teacher.id, name: teacher.name, bio: null });
  });

  it("pages by 9 and shows the last page for a page past the end", async () => {
    const teacher = await createUser({ role: "instructor" });
    for (let i = 0; i < 20; i++) await createVideo(teacher, { courseName: `v${String(i).padStart(2, "0")}`, rank: i });
    const page2 = await listVideos(null, { page: "2" });
    expect(names(page2)).toEqual(["v09", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17"]);
    expect(page2).toMatchObject({ total: 20, page: 2, totalPages: 3 });
    expect(names(await listVideos(null, { page: "99" }))).toEqual(["v18", "v19"]);
    expect((await listVideos(null, { page: "nonsense" })).page).toBe(1);
  });

  it("searches course name, content, description, instructor name and tags, case-insensitively", async () => {
    const maya = await createUser({ role: "instructor", name: "Maya Lotus" });
    const other = await createUser({ role: "instructor", name: "Sam" });
    await createVideo(other, { courseName: "Body SCAN" });
    await createVideo(other, { courseName: "a", courseContent: "walking slowly" });
    await createVideo(other, { courseName: "b", description: "for anxious moments" });
    await createVideo(maya, { courseName: "c" });
    await createVideo(other, { courseName: "d", tags: ["gratitude"] });
    await createVideo(other, { courseName: "e" });
    expect(names(await listVideos(null, { q: "body scan" }))).toEqual(["Body SCAN"]);
    expect(names(await listVideos(null, { q: "WALKING" }))).toEqual(["a"]);
    expect(names(await listVideos(null, { q: "anxious" }))).toEqual(["b"]);
    expect(names(await listVideos(null, { q: "lotus" }))).toEqual(["c"]);
    expect(names(await listVideos(null, { q: "gratit" }))).toEqual(["d"]);
  });

  it("searches through the indexed expression: tags joined by spaces, never across fields, short terms too", async () => {
    const maya = await createUser({ role: "instructor", name: "Maya" });
    await createVideo(maya, { courseName: "Evening calm", courseContent: "ness at night", tags: ["sleep", "calm"] });
    await createVideo(maya, { courseName: "Morning", rank: 1, status: "pending" });
    await createVideo(maya, { courseName: "Deleted", deletedAt: new Date() });
    // Tags match as one space-separated string, as before the index.
    expect(names(await listVideos(null, { q: "sleep calm" }))).toEqual(["Evening calm"]);
    // Title and content are separate fields: a term never spans them.
    expect(names(await listVideos(null, { q: "calm ness" }))).toEqual([]);
    // Fewer than three characters (no trigram) still searches, through the recheck.
    expect(names(await listVideos(null, { q: "ev" }))).toEqual(["Evening calm"]);
    // An instructor's name finds every approved video of theirs and nothing pending or deleted.
    expect(await listVideos(null, { q: "maya" })).toMatchObject({ total: 1 });
    expect(names(await listVideos(actorFor(maya), { scope: "mine", q: "maya" })).sort()).toEqual(["Evening calm", "Morning"]);
  });

  it("treats % and _ in a search as plain characters", async () => {
    const teacher = await createUser({ role: "instructor" });
    await createVideo(teacher, { courseName: "100% calm" });
    await createVideo(teacher, { courseName: "1000 breaths" });
    expect(names(await listVideos(null, { q: "100%" }))).toEqual(["100% calm"]);
    expect(names(await listVideos(null, { q: "_" }))).toEqual([]);
  });

  it("filters by topic (the category, whatever its case) or tag, instructor and duration band", async () => {
    const maya = await createUser({ role: "instructor" });
    const sam = await createUser({ role: "instructor" });
    await createVideo(maya, { courseName: "short", durationSeconds: 599, tags: ["sleep"] });
    await createVideo(maya, { courseName: "medium", durationSeconds: 600, category: "Sleep" });
    await createVideo(sam, { courseName: "medium too", durationSeconds: 1800 });
    await createVideo(sam, { courseName: "long", durationSeconds: 1801, tags: ["focus"] });
    expect(names(await listVideos(null, { tag: " Sleep " })).sort()).toEqual(["medium", "short"]);
    expect(names(await listVideos(null, { instructor: sam.id })).sort()).toEqual(["long", "medium too"]);
    expect(names(await listVideos(null, { duration: "short" }))).toEqual(["short"]);
    expect(names(await listVideos(null, { duration: "medium" })).sort()).toEqual(["medium", "medium too"]);
    expect(names(await listVideos(null, { duration: "long" }))).toEqual(["long"]);
    expect(names(await listVideos(null, { duration: "medium", instructor: maya.id, tag: "sleep" }))).toEqual(["medium"]);
    await expect(listVideos(null, { duration: "forever" })).rejects.toBeInstanceOf(InvalidError);
    await expect(listVideos(null, { instructor: "x" })).rejects.toBeInstanceOf(InvalidError);
  });

  it("ignores status for the catalogue and for the public page", async () => {
    const teacher = await createUser({ role: "instructor" });
    await createVideo(teacher, { courseName: "pending", status: "pending" });
    expect((await listVideos(null, { status: "pending" })).total).toBe(0);
    expect((await listCatalogue({ scope: "all", status: "pending" })).total).toBe(0);
  });
});

describe("listVideos scopes", () => {
  it("scope=all shows staff every status, 5 a page, with a status filter", async () => {
    const teacher = await createUser({ role: "instructor" });
    for (const status of ["pending", "approved", "rejected", "pending", "approved", "approved"] as const)
      await createVideo(teacher, { status });
    await createVideo(teacher, { deletedAt: new Date() });
    const admin = actorFor(await createUser({ role: "admin" }));
    const all = await listVideos(admin, { scope: "all" });
    expect(all).toMatchObject({ total: 6, pageSize: 5, totalPages: 2 });
    expect(all.videos[0]!.uploadedBy).toHaveProperty("email", teacher.email);
    expect((await listVideos(admin, { scope: "all", status: "pending" })).total).toBe(2);
  });

  it("scope=all is refused to non-staff and admins limited to other tabs", async () => {
    for (const spec of [{ role: "instructor" }, { role: "user" }, { role: "admin", allowedTabs: ["approval-requests"] }] as NewUser[]) {
      await expect(listVideos(actorFor(await createUser(spec)), { scope: "all" })).rejects.toBeInstanceOf(ForbiddenError);
    }
    await expect(listVideos(null, { scope: "all" })).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("scope=mine shows an instructor their own videos in every status, nobody else's", async () => {
    const me = await createUser({ role: "instructor" });
    const other = await createUser({ role: "instructor" });
    await createVideo(me, { courseName: "mine pending", status: "pending" });
    await createVideo(me, { courseName: "mine rejected", status: "rejected", rejectionReason: "Too quiet" });
    await createVideo(other, { courseName: "theirs" });
    const mine = await listVideos(actorFor(me), { scope: "mine" });
    expect(names(mine).sort()).toEqual(["mine pending", "mine rejected"]);
    expect(mine.videos.find((v) => v.status === "rejected")?.rejectionReason).toBe("Too quiet");
    await expect(listVideos(actorFor(await createUser({ role: "user" })), { scope: "mine" })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("scope=mine (My Videos) lists the newest upload first, whatever the rank, across pages", async () => {
    const me = await createUser({ role: "instructor" });
    await createVideo(me, { courseName: "oldest, ranked", rank: 1, createdAt: ago(60) });
    for (let i = 0; i < 9; i++) await createVideo(me, { courseName: `middle ${i}`, createdAt: ago(50 - i) });
    await createVideo(me, { courseName: "newest, pending", status: "pending", createdAt: ago(1) });
    const first = await listVideos(actorFor(me), { scope: "mine" });
    expect(names(first)[0]).toBe("newest, pending");
    expect(names(first).slice(1, 3)).toEqual(["middle 8", "middle 7"]);
    expect(names(await listVideos(actorFor(me), { scope: "mine", page: "2" }))).toEqual(["middle 0", "oldest, ranked"]);
    // The catalogue keeps its order: ranked first.
    expect(names(await listVideos(null, {}))[0]).toBe("oldest, ranked");
  });
});

describe("listVideosForApi (GET video/getAllVideos)", () => {
  async function catalogueOfThree() {
    const teacher = await createUser({ role: "instructor" });
    await createVideo(teacher, { courseName: "approved", rank: 1 });
    await createVideo(teacher, { courseName: "pending", status: "pending", rank: 2 });
    await createVideo(teacher, { courseName: "rejected", status: "rejected", rank: 3 });
    await createVideo(teacher, { courseName: "deleted", deletedAt: new Date() });
    return teacher;
  }
  const courseNames = (r: { items: { courseName: string }[] }) => r.items.map((v) => v.courseName);

  it("gives staff with the content tab every status by default, everyone else approved only", async () => {
    const teacher = await catalogueOfThree();
    for (const spec of [{ role: "admin" }, { role: "superadmin" }] as NewUser[]) {
      const staff = await listVideosForApi(actorFor(await createUser(spec)), {});
      expect(courseNames(staff)).toEqual(["approved", "pending", "rejected"]);
      expect(staff.total).toBe(3);
    }
    const others: (NewUser | null)[] = [null, { role: "user" }, { role: "school" }, { role: "admin", allowedTabs: ["approval-requests"] }];
    for (const spec of others) {
      const actor = spec ? actorFor(await createUser(spec)) : null;
      expect(courseNames(await listVideosForApi(actor, {}))).toEqual(["approved"]);
    }
    // The uploader too, unless they ask for their own (scope=mine), every status.
    expect(courseNames(await listVideosForApi(actorFor(teacher), {}))).toEqual(["approved"]);
    // Their own newest first, whatever the rank.
    expect(courseNames(await listVideosForApi(actorFor(teacher), { scope: "mine" }))).toEqual(["rejected", "pending", "approved"]);
    // Staff keep the status filter; others cannot use it to reach pending videos.
    const admin = actorFor(await createUser({ role: "admin" }));
    expect(courseNames(await listVideosForApi(admin, { status: "pending" }))).toEqual(["pending"]);
    expect(courseNames(await listVideosForApi(null, { status: "pending" }))).toEqual(["approved"]);
    await expect(listVideosForApi(null, { scope: "all" })).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("gives an approved account a streaming URL per item, guests and pending accounts none", async () => {
    await catalogueOfThree();
    const [viewer] = (await listVideosForApi(actorFor(await createUser({ role: "user" })), {})).items;
    expect(viewer!.videoUrl).toMatch(/^memory:\/\/download\//);
    expect((await listVideosForApi(null, {})).items[0]!.videoUrl).toBeNull();
    const pending = actorFor(await createUser({ role: "instructor", status: "pending", bio: "Waiting" }));
    expect((await listVideosForApi(pending, {})).items[0]!.videoUrl).toBeNull();
    const staff = await listVideosForApi(actorFor(await createUser({ role: "admin" })), {});
    expect(staff.items.every((v) => typeof v.videoUrl === "string")).toBe(true);
  });

  it("pages by `limit` (default and cap 100), an empty page past the end, filters kept", async () => {
    const teacher = await createUser({ role: "instructor" });
    for (let i = 0; i < 5; i++) await createVideo(teacher, { courseName: `v${i}`, rank: i, tags: i % 2 ? ["odd"] : [] });
    expect(await listVideosForApi(null, { limit: "2", page: "2" })).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(courseNames(await listVideosForApi(null, { limit: "2", page: "3" }))).toEqual(["v4"]);
    expect(courseNames(await listVideosForApi(null, { limit: "2", page: "4" }))).toEqual([]);
    expect((await listVideosForApi(null, {})).limit).toBe(API_PAGE_LIMIT);
    expect((await listVideosForApi(null, { limit: "5000" })).limit).toBe(API_PAGE_LIMIT);
    expect((await listVideosForApi(null, { limit: "0" })).limit).toBe(API_PAGE_LIMIT);
    expect((await listVideosForApi(null, { limit: "many" })).limit).toBe(API_PAGE_LIMIT);
    expect(courseNames(await listVideosForApi(null, { tag: "odd" }))).toEqual(["v1", "v3"]);
    await expect(listVideosForApi(null, { duration: "forever" })).rejects.toBeInstanceOf(InvalidError);
  });
});

describe("catalogueFilters", () => {
  it("lists instructors and topics of approved videos only, a topic once whatever its case, in its usual spelling", async () => {
    const maya = await createUser({ role: "instructor", name: "Maya" });
    const hidden = await createUser({ role: "instructor", name: "Hidden" });
    await createVideo(maya, { category: "Body scan", tags: ["sleep", "calm"] });
    await createVideo(maya, { category: "Body scan" });
    await createVideo(maya, { category: "body scan" });
    await createVideo(maya, { category: "Breathing" });
    await createVideo(maya, { tags: ["focus"] });
    await createVideo(hidden, { status: "pending", category: "Secret", tags: ["secret"] });
    expect(await catalogueFilters()).toEqual({
      instructors: [{ id: maya.id, name: "Maya" }],
      topics: [
        { value: "body scan", label: "Body scan" },
        { value: "breathing", label: "Breathing" },
      ],
    });
    // A topic's value finds every spelling of it.
    expect(await listVideos(null, { tag: "body scan" })).toMatchObject({ total: 3 });
  });
});

describe("getPublicVideo and listSitemapVideos (the per-video page and the sitemap)", () => {
  it("give approved, non-deleted videos only, without a streaming URL", async () => {
    const teacher = await createUser({ role: "instructor" });
    const approved = await createVideo(teacher, { courseName: "public one" });
    const pending = await createVideo(teacher, { status: "pending" });
    const rejected = await createVideo(teacher, { status: "rejected" });
    const deleted = await createVideo(teacher, { deletedAt: new Date() });
    const video = await getPublicVideo(approved.id);
    expect(video).toMatchObject({ id: approved.id, courseName: "public one", videoUrl: null, instructorName: teacher.name });
    expect(video.thumbnailUrl).toMatch(/^memory:\/\/download\//);
    expect(video.uploadedBy).not.toHaveProperty("email");
    for (const id of [pending.id, rejected.id, deleted.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      await expect(getPublicVideo(id)).rejects.toBeInstanceOf(NotFoundError);
    }
    expect((await listSitemapVideos()).map((v) => v.id)).toEqual([approved.id]);
  });
});

describe("getPublicVideoTitle (the sign-in page after Play)", () => {
  it("gives an approved, non-deleted video's id and title only; 404 for every other id", async () => {
    const teacher = await createUser({ role: "instructor" });
    const approved = await createVideo(teacher, { courseName: "Morning Breath" });
    expect(await getPublicVideoTitle(approved.id)).toEqual({ _id: approved.id, courseName: "Morning Breath" });
    const pending = await createVideo(teacher, { status: "pending" });
    const rejected = await createVideo(teacher, { status: "rejected" });
    const deleted = await createVideo(teacher, { deletedAt: new Date() });
    for (const id of [pending.id, rejected.id, deleted.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      await expect(getPublicVideoTitle(id)).rejects.toBeInstanceOf(NotFoundError);
    }
  });
});
