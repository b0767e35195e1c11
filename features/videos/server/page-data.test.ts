import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expirePages } from "@/lib/cache/expire";
import { setStorageForTests } from "@/lib/storage";
import { createUser, resetDb } from "@/test/db";
import { MemoryStorage } from "@/test/memory-storage";
import { createVideo } from "@/test/videos";
import { catalogueData } from "./page-data";

beforeAll(() => setStorageForTests(new MemoryStorage()));
beforeEach(resetDb);

const titles = (data: Awaited<ReturnType<typeof catalogueData>>) => data.result.videos.map((video) => video.title);

describe("catalogueData (the data of /videos)", () => {
  it("gives the approved videos for the page's parameters in rank order, with the filters' choices", async () => {
    const maya = await createUser({ role: "instructor", name: "Maya Lotus", email: "maya@lotus.example" });
    await createVideo(maya, {
      courseName: "Tide breathing",
      rank: 2,
      category: "Breathing",
      tags: ["calm", "recommended"],
      durationSeconds: 120,
    });
    await createVideo(maya, { courseName: "Exam focus", rank: 1, category: "Focus", tags: ["focus"], durationSeconds: 1200 });
    await createVideo(maya, { courseName: "Waiting", status: "pending", category: "Secret", tags: ["secret"] });

    const all = await catalogueData({});
    expect(titles(all)).toEqual(["Exam focus", "Tide breathing"]);
    expect(all.result).toMatchObject({ total: 2, page: 1, pageSize: 9, totalPages: 1 });
    expect(all.filters).toEqual({
      instructors: [{ id: maya.id, name: "Maya Lotus" }],
      topics: [
        { value: "breathing", label: "Breathing" },
        { value: "focus", label: "Focus" },
      ],
    });
    // The cards' own shape: the `recommended` flag is no topic, nothing of the uploader's account.
    expect(all.result.videos[1]).toMatchObject({
      title: "Tide breathing",
      tags: ["calm"],
      instructorName: "Maya Lotus",
      durationSeconds: 120,
    });
    expect(JSON.stringify(all)).not.toContain("maya@lotus.example");
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);

    expect(titles(await catalogueData({ q: "tide" }))).toEqual(["Tide breathing"]);
    expect(titles(await catalogueData({ duration: "medium" }))).toEqual(["Exam focus"]);
    expect(titles(await catalogueData({ tag: "calm" }))).toEqual(["Tide breathing"]);
    expect(titles(await catalogueData({ tag: "breathing" }))).toEqual(["Tide breathing"]);
    expect((await catalogueData({ page: 40 })).result.page).toBe(1);
  });

  it("keeps the filters' choices until the catalogue's tag expires, while the results are read afresh", async () => {
    const maya = await createUser({ role: "instructor", name: "Maya" });
    await createVideo(maya, { courseName: "First", category: "Calm" });
    const topics = async () => (await catalogueData({})).filters.topics.map((topic) => topic.label);
    expect(await topics()).toEqual(["Calm"]);

    // Inserted behind the services' back: nothing expires the tag.
    const sam = await createUser({ role: "instructor", name: "Sam" });
    await createVideo(sam, { courseName: "Second", category: "Sleep" });
    const before = await catalogueData({});
    expect(titles(before).sort()).toEqual(["First", "Second"]);
    expect(await topics()).toEqual(["Calm"]);

    // What an approval, an edit, a tag change, a delete or a restore does (apiRoute `purges`).
    expirePages("videos");
    const after = await catalogueData({});
    expect(await topics()).toEqual(["Calm", "Sleep"]);
    expect(after.filters.instructors.map((i) => i.name)).toEqual(["Maya", "Sam"]);
  });
});
