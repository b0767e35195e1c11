import { describe, expect, it } from "vitest";
import { getFormHref } from "@/components/ui/search-href";
import { cleanGalleryParams, galleryHref, isFiltered, toQuery } from "./params";

describe("the gallery's URL parameters", () => {
  it("keep what the service takes, leave out the defaults and drop what it would not take", () => {
    expect(cleanGalleryParams({ q: "  calm ", category: "Arts", date: "week", sort: "school", page: "3" })).toEqual({
      q: "calm",
      category: "arts",
      date: "week",
      sort: "school",
      page: 3,
    });
    expect(cleanGalleryParams({ q: "", category: "holiday", date: "all", sort: "newest", page: "-2" })).toEqual({});
    expect(cleanGalleryParams({ q: ["first", "second"], date: "decade" })).toEqual({ q: "first" });
    expect(cleanGalleryParams({ q: "\u0000calm\u0007" })).toEqual({ q: "calm" });
    expect(toQuery({ q: "x", page: 2 })).toEqual({ q: "x", page: "2" });
    expect(isFiltered({ sort: "school", page: 2 })).toBe(false);
    expect(isFiltered({ date: "today" })).toBe(true);
  });

  it("build one address per view, which the browser's form builds too", () => {
    expect(galleryHref({})).toBe("/gallery");
    expect(galleryHref({ q: "a&b", category: "arts", page: 2 }, { page: 1 })).toBe("/gallery?q=a%26b&category=arts");
    expect(galleryHref({ sort: "school" }, { page: 4 })).toBe("/gallery?sort=school&page=4");
    // The filter form's fields, in its order, with the defaults GalleryFilters gives PlainGetForm.
    const defaults = { date: "all", sort: "newest" };
    const form = new URLSearchParams({ q: " box breathing ", category: "sports", date: "month", sort: "school" });
    expect(getFormHref("/gallery", form, defaults)).toBe(
      galleryHref({ q: "box breathing", category: "sports", date: "month", sort: "school" }),
    );
    expect(getFormHref("/gallery", new URLSearchParams({ q: "", category: "", date: "all", sort: "newest" }), defaults)).toBe("/gallery");
  });
});
