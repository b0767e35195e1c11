import { describe, expect, it } from "vitest";
import { getFormHref, searchHref, toQuery } from "./search-href";

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

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("getFormHref", () => {
  it("keeps the non-empty fields, trimmed and encoded, in the form's order", () => {
    expect(
      getFormHref(
        "/resources",
        form([
          ["search", "  calm breath "],
          ["title", ""],
          ["author", "  "],
          ["keyword", "a&b"],
        ]),
      ),
    ).toBe("/resources?search=calm+breath&keyword=a%26b");
  });

  it("leaves out the fields at their default", () => {
    const defaults = { date: "all", sort: "newest" };
    expect(
      getFormHref(
        "/gallery",
        form([
          ["q", "x"],
          ["date", "all"],
          ["sort", "school"],
        ]),
        defaults,
      ),
    ).toBe("/gallery?q=x&sort=school");
    expect(
      getFormHref(
        "/gallery",
        form([
          ["date", " all "],
          ["sort", "newest"],
        ]),
        defaults,
      ),
    ).toBe("/gallery");
  });

  it("is the bare action when every field is empty", () => {
    expect(getFormHref("/resources", form([["search", ""]]))).toBe("/resources");
  });
});
