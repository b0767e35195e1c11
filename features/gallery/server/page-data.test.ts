import { beforeEach, describe, expect, it } from "vitest";
import { createUser, resetDb } from "@/test/db";
import { setUpMemoryStorage } from "@/test/storage";
import { insertPhoto } from "./testing";
import { galleryData } from "./page-data";

setUpMemoryStorage();
beforeEach(resetDb);

const titles = (data: Awaited<ReturnType<typeof galleryData>>) => data.result.photos.map((photo) => photo.title);

describe("galleryData (the data of /gallery)", () => {
  it("gives the published photos for the page's parameters, newest first, nine a page", async () => {
    const school = await createUser({ role: "school", name: "Riverside Primary School", email: "office@riverside.example" });
    for (let i = 0; i < 10; i++) {
      await insertPhoto(school, {
        title: `Published ${i}`,
        category: i === 0 ? "event" : "general",
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
    await insertPhoto(school, { title: "Still waiting", status: "pending" });
    await insertPhoto(school, { title: "Turned down", status: "rejected" });
    await insertPhoto(school, { title: "In the bin", deletedAt: new Date() });

    const first = await galleryData({});
    expect(titles(first)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `Published ${i}`));
    expect(first.result).toMatchObject({ total: 10, page: 1, totalPages: 2 });
    expect(titles(await galleryData({ page: 2 }))).toEqual(["Published 9"]);
    expect(titles(await galleryData({ category: "event" }))).toEqual(["Published 0"]);
    expect(titles(await galleryData({ q: "nothing like this" }))).toEqual([]);
    // A page past the end shows the last.
    expect((await galleryData({ page: 40 })).result.page).toBe(2);
  });

  it("carries only what the page shows, as plain JSON, with the public addresses of the sizes", async () => {
    const school = await createUser({ role: "school", name: "Riverside Primary School", email: "office@riverside.example" });
    const row = await insertPhoto(school, { title: "Sunrise breathing", description: "Before lessons.", category: "classroom" });
    const data = await galleryData({});
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data.result.photos).toEqual([
      {
        id: row.id,
        title: "Sunrise breathing",
        description: "Before lessons.",
        category: "classroom",
        schoolName: "Riverside Primary School",
        createdAt: row.createdAt.toISOString(),
        images: [480, 960, 1600].map((width) => ({
          url: expect.stringMatching(new RegExp(`^/gallery/photos/${row.id}/${width}\\?v=`)),
          width,
          height: Math.round((width * 2) / 3),
        })),
      },
    ]);
    // Nothing of the uploader's account.
    expect(JSON.stringify(data)).not.toContain("office@riverside.example");
    expect(JSON.stringify(data)).not.toContain(school.id);
  });
});
