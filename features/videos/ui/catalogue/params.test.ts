import { describe, expect, it } from "vitest";
import { getFormHref } from "@/components/ui/search-href";
import { catalogueHref, cleanCatalogueParams, isoDuration, toQuery } from "./params";

describe("cleanCatalogueParams", () => {
  it("keeps valid parameters and drops what listCatalogue would refuse", () => {
    expect(
      cleanCatalogueParams({
        q: "  calm  ",
        tag: "Breathing",
        instructor: "0AE1B2C3-1111-4222-8333-444455556666",
        duration: "short",
        page: "3",
      }),
    ).toEqual({
      q: "calm",
      tag: "Breathing",
      instructor: "0ae1b2c3-1111-4222-8333-444455556666",
      duration: "short",
      page: 3,
    });
    expect(cleanCatalogueParams({ q: "", instructor: "bob", duration: "epic", page: "-2", tag: ["a", "b"] })).toEqual({ tag: "a" });
    expect(cleanCatalogueParams({ page: "abc" })).toEqual({});
    // Control characters and unpaired surrogates are removed from search terms, as the API removes them.
    expect(cleanCatalogueParams({ q: "\u0000calm\u0007", tag: "\ud800yoga" })).toEqual({ q: "calm", tag: "yoga" });
    expect(cleanCatalogueParams({ q: "\u0000" })).toEqual({});
    expect(toQuery({ q: "x", page: 2 })).toEqual({ q: "x", page: "2" });
  });
});

describe("catalogueHref", () => {
  it("builds one URL per view, leaving out page 1 and empty values", () => {
    expect(catalogueHref({})).toBe("/videos");
    expect(catalogueHref({ q: "calm breath", page: 2 }, { page: 1 })).toBe("/videos?q=calm+breath");
    expect(catalogueHref({ q: "a&b", duration: "long" }, { page: 4 })).toBe("/videos?q=a%26b&duration=long&page=4");
  });
});

describe("durations", () => {
  it("ISO 8601 for schema.org", () => {
    expect(isoDuration(20)).toBe("PT20S");
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(3725)).toBe("PT1H2M5S");
    expect(isoDuration(600)).toBe("PT10M");
  });
});

describe("the filter form's address (PlainGetForm)", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("names only the fields that have a value, trimmed, and never a page", () => {
    expect(getFormHref("/videos", form({ q: "", tag: "", instructor: "", duration: "" }))).toBe("/videos");
    expect(getFormHref("/videos", form({ q: "  calm ", tag: "", instructor: "", duration: "short" }))).toBe(
      "/videos?q=calm&duration=short",
    );
  });

  it("is the address the server's catalogueHref gives for the same choice", () => {
    const choice = {
      q: "box breathing",
      tag: "calm & quiet",
      instructor: "0ae1b2c3-1111-4222-8333-444455556666",
      duration: "long",
    } as const;
    expect(getFormHref("/videos", form(choice))).toBe(catalogueHref(choice));
  });
});
