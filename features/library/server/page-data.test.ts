import { beforeEach, describe, expect, it } from "vitest";
import { expirePages } from "@/lib/cache/expire";
import { createUser, resetDb } from "@/test/db";
import { createLibraryItem } from "@/test/library";
import { setUpMemoryStorage } from "@/test/storage";
import { resourcesData } from "./page-data";

setUpMemoryStorage();
beforeEach(resetDb);

const titles = (data: Awaited<ReturnType<typeof resourcesData>>) => data.result.items.map((item) => item.title);

describe("resourcesData (the data of /resources)", () => {
  it("gives the published items for the page's parameters, and the filters' choices", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { title: "Tide breathing", subject: "Breathing", keywords: ["tide", "calm"] });
    await createLibraryItem(admin, { title: "Exam focus", subject: "Focus", keywords: ["exams"] });
    await createLibraryItem(admin, { title: "A draft", subject: "Drafts", keywords: ["secret"], published: false });

    const all = await resourcesData({});
    expect(titles(all).sort()).toEqual(["Exam focus", "Tide breathing"]);
    expect(all.result).toMatchObject({ total: 2, page: 1, pageSize: 9, totalPages: 1 });
    expect(all.filters).toEqual({ subjects: ["Breathing", "Focus"], keywords: ["calm", "exams", "tide"] });
    expect(titles(await resourcesData({ search: "tide" }))).toEqual(["Tide breathing"]);
    expect(titles(await resourcesData({ subject: "Focus" }))).toEqual(["Exam focus"]);
    // A page past the end shows the last; the data is plain JSON (getServerSideProps' props).
    const past = await resourcesData({ page: 40 });
    expect(past.result.page).toBe(1);
    expect(JSON.parse(JSON.stringify(past))).toEqual(past);
  });

  it("keeps the filters' choices until the library's tag expires, while the results are read afresh", async () => {
    const admin = await createUser({ role: "admin" });
    await createLibraryItem(admin, { title: "First", subject: "Breathing", keywords: ["calm"] });
    expect((await resourcesData({})).filters.subjects).toEqual(["Breathing"]);

    // Inserted behind the services' back: nothing expires the tag.
    await createLibraryItem(admin, { title: "Second", subject: "Sleep", keywords: ["rest"] });
    const before = await resourcesData({});
    expect(titles(before).sort()).toEqual(["First", "Second"]);
    expect(before.filters.subjects).toEqual(["Breathing"]);

    // What a publish, edit, delete or restore does (apiRoute `purges`).
    expirePages("library");
    expect((await resourcesData({})).filters).toEqual({ subjects: ["Breathing", "Sleep"], keywords: ["calm", "rest"] });
  });
});
