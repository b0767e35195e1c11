import { describe, expect, it } from "vitest";
import { NotFoundError } from "@/lib/errors";
import { actorFor, createUser } from "@/test/db";
import { createLibraryItem } from "@/test/library";
import { setUpMemoryStorage } from "@/test/storage";
import { loadItem } from "./access";
import { updateLibraryItem } from "./items";
import {
  getPublicLibraryItem,
  listLibraryForApi,
  listLibraryForStaff,
  listResources,
  listSitemapLibrary,
  resourceFilters,
  searchLibrary,
  searchWords,
} from "./search";

setUpMemoryStorage();

const titles = (items: { title: string }[]) => items.map((i) => i.title);
const MINUTE = 60_000;
/** Items created a minute apart, oldest first, so newest-first orders are known. */
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);

describe("searchWords", () => {
  it("keeps runs of letters and digits, lower case, without repeats: nothing a tsquery could read as an operator", () => {
    expect(searchWords("Breathing & calm | !focus (kids):* 'x' \\ <-> breathing")).toEqual(["breathing", "calm", "focus", "kids", "x"]);
    expect(searchWords("Ünïcödé 日本語 ｂｒｅａｔｈ")).toEqual(["ünïcödé", "日本語", "breath"]);
    expect(searchWords("  ")).toEqual([]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
    expect(searchWords("x".repeat(100))).toEqual(["x".repeat(40)]);
  });
});

describe("searchLibrary (GET library/searchBook)", () => {
  it("ranks by relevance as the earlier text index weighted it: title, then author, subject, keywords", async () => {
    const admin = await createUser({ role: "admin" });
    // Newest first would give the opposite order: the ranking decides.
    await createLibraryItem(admin, { title: "Morning notes", subject: "Practice", keywords: ["ocean"], createdAt: at(1) });
    await createLibraryItem(admin, { title: "Evening notes", subject: "Ocean sounds", createdAt: at(2) });
    await createLibraryItem(admin, { title: "Afternoon notes", author: "Ocean Jones", createdAt: at(3) });
    await createLibraryItem(admin, { title: "Ocean breathing", createdAt: at(4) });
    await createLibraryItem(admin, { title: "Unrelated", createdAt: at(5) });

    const { items, total } = await searchLibrary(null, { search: "ocean" });
    expect(titles(items)).toEqual(["Ocean breathing", "Afternoon notes", "Evening notes", "Morning notes"]);
    expect(total).toBe(4);
  });

  it("matches every word as an English prefix, and is newest first without a search", async () => {
    const admin = await createUser({ role: "admin" });
    const other = { subject: "Practice", keywords: [] };
    await createLibraryItem(admin, { ...other, title: "Breathing for calm classrooms", createdAt: at(3) });
    await createLibraryItem(admin, { ...other, title: "Breathe with the tide", createdAt: at(2) });
    await createLibraryItem(admin, { ...other, title: "Calm focus", createdAt: at(1) });

    expect(titles((await searchLibrary(null, { search: "breath" })).items).sort()).toEqual([
      "Breathe with the tide",
      "Breathing for calm classrooms",
    ]);
    expect(titles((await searchLibrary(null, { search: "breath calm" })).items)).toEqual(["Breathing for calm classrooms"]);
    expect(titles((await searchLibrary(null, { search: "class" })).items)).toEqual(["Breathing for calm classrooms"]);
    // Stop words alone find nothing rather than everything.
    expect((await searchLibrary(null, { search: "the" })).items).toEqual([]);
    expect(titles((await searchLibrary(null, {})).items)).toEqual(["Calm focus", "Breathe with the tide", "Breathing for calm classrooms"]);
  });

  it("finds an item by what it says after an edit, never by what it said before (the row's vector follows every write)", async () => {
    const admin = await createUser({ role: "admin" });
    const item = await createLibraryItem(admin, { title: "Lantern walk", author: "Ada Reed", subject: "Practice", keywords: ["evening"] });
    await updateLibraryItem(actorFor(admin), item.id, { title: "Harbour walk", author: "Noor Haddad", keywords: "tide" });

    for (const gone of ["lantern", "reed", "evening"]) expect((await searchLibrary(null, { search: gone })).total).toBe(0);
    for (const word of ["harbour", "haddad", "practice", "tide"]) {
      expect(titles((await searchLibrary(null, { search: word })).items)).toEqual(["Harbour walk"]);
    }
    // The vector is PostgreSQL's to keep: a read never carries it.
    expect(Object.keys((await loadItem(item.id)).item)).not.toContain("searchVector");
  });

  it("never fails on what a tsquery or a LIKE pattern would read as syntax, and finds such characters literally", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { title: "100% calm", author: "A_B", subject: "Back\\slash" });
    await createLibraryItem(admin, { title: "1000 breaths", author: "AxB", subject: "Other" });
    for (const search of ["&", "|", "!", "():*", "'", "a & !b", "\\", "<->", "%", "_", "*:*", "''::", "x\u0000y"]) {
      await expect(searchLibrary(null, { search }), search).resolves.toHaveProperty("items");
    }
    expect(titles((await searchLibrary(null, { title: "100%" })).items)).toEqual(["100% calm"]);
    expect(titles((await searchLibrary(null, { author: "a_b" })).items)).toEqual(["100% calm"]);
    expect(titles((await searchLibrary(null, { subject: "k\\s" })).items)).toEqual(["100% calm"]);
  });

  it("filters by title, author and subject (contains, any case) and keyword (exact, lower case), all together", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { title: "Box breathing", author: "Priya Raman", subject: "Focus", keywords: ["breathing", "exams"] });
    await createLibraryItem(admin, { title: "Body scan", author: "Tom Okafor", subject: "Relaxation", keywords: ["sleep", "body scan"] });
    await createLibraryItem(admin, { title: "Exam calm", author: "Priya Raman", subject: "Relaxation", keywords: ["exams"] });

    expect(titles((await searchLibrary(null, { author: "raman" })).items).sort()).toEqual(["Box breathing", "Exam calm"]);
    expect(titles((await searchLibrary(null, { subject: "RELAX" })).items).sort()).toEqual(["Body scan", "Exam calm"]);
    expect(titles((await searchLibrary(null, { keyword: " Body  Scan " })).items)).toEqual(["Body scan"]);
    expect((await searchLibrary(null, { keyword: "body" })).items).toEqual([]);
    expect(titles((await searchLibrary(null, { author: "raman", subject: "relax", keyword: "exams" })).items)).toEqual(["Exam calm"]);
    expect(titles((await searchLibrary(null, { title: "box", search: "breathing" })).items)).toEqual(["Box breathing"]);
  });

  it("shows published items only, to everyone, staff included, never the bin; pages with page and limit", async () => {
    const admin = await createUser({ role: "admin" });
    for (let i = 0; i < 5; i++) await createLibraryItem(admin, { title: `Talk ${i}`, createdAt: at(10 - i) });
    await createLibraryItem(admin, { title: "Draft", published: false });
    await createLibraryItem(admin, { title: "Binned", deletedAt: new Date() });

    const staff = await searchLibrary(actorFor(admin), { status: "draft" });
    expect(titles(staff.items)).toEqual(["Talk 4", "Talk 3", "Talk 2", "Talk 1", "Talk 0"]);
    const second = await searchLibrary(null, { page: "2", limit: "2" });
    expect(titles(second.items)).toEqual(["Talk 2", "Talk 1"]);
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect((await searchLibrary(null, { page: "9", limit: "2" })).items).toEqual([]);
    // Nonsense paging falls back to the defaults; a limit above 100 is capped.
    expect(await searchLibrary(null, { page: "x", limit: "-3" })).toMatchObject({ page: 1, limit: 100, total: 5 });
    expect(await searchLibrary(null, { limit: "5000" })).toMatchObject({ limit: 100 });
  });

  it("signs a streaming URL for approved accounts only, and a cover URL for everyone", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin);
    const [guest] = (await searchLibrary(null, {})).items;
    expect(guest).toMatchObject({ videoUrl: null, coverImage: expect.stringContaining("memory://download/") });
    expect(guest?.uploadedBy).toEqual({ _id: admin.id, id: admin.id, name: admin.name });
    const [student] = (await searchLibrary(actorFor(await createUser({ role: "user" })), {})).items;
    expect(student?.videoUrl).toContain("memory://download/videos");
    const [pending] = (await searchLibrary(actorFor(await createUser({ role: "user", status: "pending" })), {})).items;
    expect(pending?.videoUrl).toBeNull();
    const [staff] = (await searchLibrary(actorFor(admin), {})).items;
    expect(staff?.uploadedBy).toMatchObject({ email: admin.email });
  });
});

describe("listLibraryForApi (GET library/allLibraryVideo)", () => {
  it("gives staff drafts too, with their state, and everyone else published items only", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { title: "Published", createdAt: at(2) });
    await createLibraryItem(admin, { title: "Draft", published: false, createdAt: at(1) });

    const staff = await listLibraryForApi(actorFor(admin), {});
    expect(staff.items.map((i) => [i.title, i.isApproved, i.status])).toEqual([
      ["Draft", false, "draft"],
      ["Published", true, "published"],
    ]);
    expect(titles((await listLibraryForApi(actorFor(admin), { status: "draft" })).items)).toEqual(["Draft"]);
    expect(titles((await listLibraryForApi(actorFor(admin), { status: "published" })).items)).toEqual(["Published"]);
    for (const actor of [
      null,
      actorFor(await createUser({ role: "user" })),
      actorFor(await createUser({ role: "instructor" })),
      // An admin without the content tab is not the library's staff.
      actorFor(await createUser({ role: "admin", allowedTabs: ["approval-requests"] })),
    ]) {
      const { items, total } = await listLibraryForApi(actor, { status: "draft" });
      expect(titles(items)).toEqual(["Published"]);
      expect(total).toBe(1);
    }
  });

  it("refuses a status that is neither draft nor published with 422", async () => {
    await expect(listLibraryForApi(null, { status: "approved" })).rejects.toMatchObject({ status: 422 });
  });
});

describe("listLibraryForStaff (My Uploaded Videos)", () => {
  it("lists every item, drafts first then newest, five a page, the last page for one past the end; staff only", async () => {
    const admin = await createUser({ role: "admin" });
    for (let i = 0; i < 6; i++) await createLibraryItem(admin, { title: `Talk ${i}`, createdAt: at(20 - i) });
    await createLibraryItem(admin, { title: "Old draft", published: false, createdAt: at(30) });
    const first = await listLibraryForStaff(actorFor(admin), { page: 1 });
    expect(titles(first.items)).toEqual(["Old draft", "Talk 5", "Talk 4", "Talk 3", "Talk 2"]);
    expect(first).toMatchObject({ total: 7, page: 1, totalPages: 2, pageSize: 5 });
    expect(await listLibraryForStaff(actorFor(admin), { page: 7 })).toMatchObject({ page: 2 });
    await expect(listLibraryForStaff(actorFor(await createUser({ role: "user" })), {})).rejects.toMatchObject({ status: 403 });
    await expect(listLibraryForStaff(null, {})).rejects.toMatchObject({ status: 401 });
  });
});

describe("the public resources page", () => {
  it("lists published items nine a page for the URL's search, ignoring status and limit", async () => {
    const admin = await createUser({ role: "admin" });
    for (let i = 0; i < 11; i++) await createLibraryItem(admin, { title: `Talk ${i}`, createdAt: at(20 - i) });
    await createLibraryItem(admin, { title: "Draft", published: false });
    const first = await listResources({ status: "draft", limit: "1" });
    expect(first.items).toHaveLength(9);
    expect(first).toMatchObject({ total: 11, page: 1, totalPages: 2 });
    expect(titles((await listResources({ page: "99" })).items)).toEqual(["Talk 1", "Talk 0"]);
    expect(first.items.every((item) => item.videoUrl === null)).toBe(true);
  });

  it("matches the subject whole (the page's choice), where the API matches any part of it", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { title: "Class calm", subject: "Education", createdAt: at(3) });
    await createLibraryItem(admin, { title: "Adapted breathing", subject: "Special education", createdAt: at(2) });
    await createLibraryItem(admin, { title: "Unpublished", subject: "Education", published: false, createdAt: at(1) });
    expect(titles((await listResources({ subject: "Education" })).items)).toEqual(["Class calm"]);
    expect(await listResources({ subject: "education" })).toMatchObject({ items: [], total: 0 });
    expect(titles((await searchLibrary(null, { subject: "Education" })).items)).toEqual(["Adapted breathing", "Class calm"]);
  });

  it("offers the subjects and keywords of published items as filters", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { subject: "Focus", keywords: ["exams", "breathing"] });
    await createLibraryItem(admin, { subject: "Breathing", keywords: ["breathing"] });
    await createLibraryItem(admin, { subject: "Secret", keywords: ["draft-only"], published: false });
    await createLibraryItem(admin, { subject: "Binned", keywords: ["gone"], deletedAt: new Date() });
    expect(await resourceFilters()).toEqual({ subjects: ["Breathing", "Focus"], keywords: ["breathing", "exams"] });
  });

  it("opens a published item's page, and 404 for a draft, the bin, an unknown or malformed id", async () => {
    const admin = await createUser({ role: "admin" });
    const item = await createLibraryItem(admin, { title: "Open" });
    expect(await getPublicLibraryItem(item.id)).toMatchObject({ id: item.id, title: "Open", videoUrl: null });
    for (const id of [
      (await createLibraryItem(admin, { published: false })).id,
      (await createLibraryItem(admin, { deletedAt: new Date() })).id,
      crypto.randomUUID(),
      "not-an-id",
    ]) {
      await expect(getPublicLibraryItem(id)).rejects.toBeInstanceOf(NotFoundError);
    }
  });

  it("lists published items in the sitemap, most recently changed first", async () => {
    const admin = await createUser({ role: "admin" });
    const older = await createLibraryItem(admin, { updatedAt: at(5) });
    const newer = await createLibraryItem(admin, { updatedAt: at(1) });
    await createLibraryItem(admin, { published: false });
    expect((await listSitemapLibrary()).map((e) => e.id)).toEqual([newer.id, older.id]);
  });
});
