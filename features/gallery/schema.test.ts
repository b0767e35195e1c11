import { describe, expect, it } from "vitest";
import { GALLERY_CATEGORIES } from "@/lib/db/schema";
import { CATEGORY_LABELS, PHOTO_CATEGORIES, galleryQuerySchema, photoDetailsSchema, uploadRequestSchema } from "./schema";

describe("the gallery's schemas", () => {
  it("offer exactly the database's categories, each with a label", () => {
    expect([...PHOTO_CATEGORIES]).toEqual([...GALLERY_CATEGORIES]);
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...GALLERY_CATEGORIES].sort());
  });

  it("read a gallery URL forgivingly: unknown values fall back to the defaults", () => {
    expect(galleryQuerySchema.parse({})).toEqual({ q: undefined, category: undefined, date: "all", sort: "newest", page: 1, limit: 50 });
    expect(galleryQuerySchema.parse({ q: "  calm ", category: "Arts", date: "WEEK", sort: "school", page: "3", limit: "9" })).toEqual({
      q: "calm",
      category: "arts",
      date: "week",
      sort: "school",
      page: 3,
      limit: 9,
    });
    // `sortBy`, the earlier client's name, when `sort` is not given.
    expect(galleryQuerySchema.parse({ sortBy: "school" })).toMatchObject({ sort: "school" });
    expect(galleryQuerySchema.parse({ sortBy: "school", sort: "newest" })).toMatchObject({ sort: "newest" });
    expect(galleryQuerySchema.parse({ sortBy: "oldest" })).toMatchObject({ sort: "newest" });
    expect(galleryQuerySchema.parse({ category: "x", date: "decade", sort: "oldest", page: "0", limit: "1000" })).toMatchObject({
      category: undefined,
      date: "all",
      sort: "newest",
      page: 1,
      limit: 100,
    });
  });

  it("trim the details, take a blank description as none, and refuse what the form would refuse", () => {
    expect(photoDetailsSchema.parse({ title: "  Relay  ", category: "SPORTS", description: "  " })).toEqual({
      title: "Relay",
      category: "sports",
    });
    expect(photoDetailsSchema.safeParse({ title: "", category: "sports" }).success).toBe(false);
    expect(photoDetailsSchema.safeParse({ title: "x".repeat(121), category: "sports" }).success).toBe(false);
    expect(
      uploadRequestSchema.safeParse({ title: "T", category: "arts", image: { contentType: "IMAGE/PNG", size: 5 } }).data?.image,
    ).toEqual({
      contentType: "image/png",
      size: 5,
    });
  });
});
