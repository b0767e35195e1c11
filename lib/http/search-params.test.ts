import { describe, expect, it } from "vitest";
import { queryFromParams } from "./search-params";

describe("queryFromParams", () => {
  it("keeps the first value of each parameter, from a URLSearchParams or a page's searchParams", () => {
    expect(queryFromParams(new URLSearchParams("q=calm&page=2&q=other"))).toEqual({ q: "calm", page: "2" });
    expect(queryFromParams({ q: ["calm", "other"], page: "2", tag: undefined })).toEqual({ q: "calm", page: "2" });
  });
});
