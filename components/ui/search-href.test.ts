import { describe, expect, it } from "vitest";
import { searchHref, toQuery } from "./search-href";

describe("searchHref", () => {
  it("names the fields in the page's order, leaves out empty values and page 1, and encodes", () => {
    const fields = ["q", "tag", "page"];
    expect(searchHref("/videos", fields, { page: 3, tag: "calm & quiet", q: "" })).toBe("/videos?tag=calm+%26+quiet&page=3");
    expect(searchHref("/videos", fields, { q: "x", page: 1, other: "y" })).toBe("/videos?q=x");
    expect(searchHref("/videos", fields, {})).toBe("/videos");
  });
});

describe("toQuery", () => {
  it("gives every set value as a string", () => {
    expect(toQuery({ q: "x", page: 2, tag: undefined })).toEqual({ q: "x", page: "2" });
  });
});
