import { describe, expect, it } from "vitest";
import { galleryPageData } from "@/features/gallery/page-data";
import { resourcesPageData } from "@/features/library/page-data";
import { cataloguePageData } from "@/features/videos/page-data";
import { resetDb } from "@/test/db";
import { providePageData } from "./page-data";

describe("providePageData", () => {
  it("provides every listing page's data, as the server does when it starts", async () => {
    await resetDb();
    providePageData();
    const data = await resourcesPageData.read({});
    expect(data.result).toMatchObject({ items: [], total: 0, page: 1 });
    expect(data.filters).toEqual({ subjects: [], keywords: [] });
    expect((await galleryPageData.read({})).result).toEqual({ photos: [], total: 0, page: 1, totalPages: 1 });
    expect(await cataloguePageData.read({})).toEqual({
      result: { videos: [], total: 0, page: 1, pageSize: 9, totalPages: 1 },
      filters: { instructors: [], topics: [] },
    });
  });
});
