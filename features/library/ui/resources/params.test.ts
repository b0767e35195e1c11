import { describe, expect, it } from "vitest";
import { getFormHref } from "@/components/ui/search-href";
import { cleanResourceParams, isFiltered, resourcesHref, toQuery } from "./params";

describe("the /resources URL parameters", () => {
  it("keep the search and filters cleaned, the keyword normalised, and a page above 1", () => {
    expect(
      cleanResourceParams({ search: "  calm\u0000 breath ", author: ["Priya", "Tom"], keyword: " Body  Scan ", page: "3", other: "x" }),
    ).toEqual({ search: "calm breath", author: "Priya", keyword: "body scan", page: 3 });
    expect(cleanResourceParams({ title: "   ", subject: "", page: "-2" })).toEqual({});
    expect(cleanResourceParams({ page: "1e9" })).toEqual({});
    expect(cleanResourceParams({ search: "x".repeat(500) }).search).toHaveLength(200);
  });

  it("make one URL per view: page 1 and empty values left out, fields in a fixed order", () => {
    const params = { keyword: "calm", author: "Priya Raman", page: 2 };
    expect(resourcesHref(params)).toBe("/resources?author=Priya+Raman&keyword=calm&page=2");
    expect(resourcesHref(params, { page: 1 })).toBe("/resources?author=Priya+Raman&keyword=calm");
    expect(resourcesHref({})).toBe("/resources");
    expect(isFiltered({ page: 4 })).toBe(false);
    expect(isFiltered({ subject: "Focus" })).toBe(true);
    expect(toQuery(params)).toEqual({ keyword: "calm", author: "Priya Raman", page: "2" });
  });

  it("are the addresses the filter form (GetForm) asks for, its fields in their order", () => {
    const form = new URLSearchParams({ search: " calm ", title: "", author: "Priya Raman", subject: "", keyword: "calm" });
    expect(getFormHref("/resources", form)).toBe(resourcesHref({ search: "calm", author: "Priya Raman", keyword: "calm" }));
  });
});
