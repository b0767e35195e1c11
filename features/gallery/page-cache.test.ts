import { describe, expect, it } from "vitest";
import { cachedRouteOf as routeOf, expectLinksServedFromTheirViews } from "@/test/page-cache";
import { CACHED_CATEGORIES, GALLERY_CACHED_PAGES, galleryPageCache, galleryViewQuery } from "./page-cache";
import { PHOTO_CATEGORIES } from "./schema";
import { cleanGalleryParams, galleryHref } from "./ui/public/params";

const cachedRouteOf = (href: string) => routeOf(galleryPageCache, href);

describe("the gallery's page cache", () => {
  it("holds the first pages of every photo and of each category, in both orders", () => {
    expect(CACHED_CATEGORIES).toEqual(PHOTO_CATEGORIES);
    expect(galleryPageCache.views).toHaveLength((1 + PHOTO_CATEGORIES.length) * 2 * GALLERY_CACHED_PAGES);
    expect(galleryViewQuery("all")).toEqual({});
    expect(galleryViewQuery("category-arts-sort-school-page-3")).toEqual({ category: "arts", sort: "school", page: "3" });
    expect(galleryViewQuery("category-arts-page-4")).toBeNull();
  });

  it("serves every link the site makes to a cached view from that view", () => {
    expectLinksServedFromTheirViews(galleryPageCache, (query) => galleryHref(cleanGalleryParams(query)));
  });

  it("renders a search, a date window and later pages per request", () => {
    for (const params of [{ q: "lantern" }, { date: "week" as const }, { category: "arts" as const, page: GALLERY_CACHED_PAGES + 1 }]) {
      expect(cachedRouteOf(galleryHref(params)), JSON.stringify(params)).toBeNull();
    }
  });
});
