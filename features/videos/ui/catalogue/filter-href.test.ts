import { describe, expect, it } from "vitest";
import { catalogueHref } from "./params";
import { filterHref } from "./filter-href";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("filterHref", () => {
  it("names only the fields that have a value, trimmed, and never a page", () => {
    expect(filterHref(form({ q: "", tag: "", instructor: "", duration: "" }))).toBe("/videos");
    expect(filterHref(form({ q: "  calm ", tag: "", instructor: "", duration: "short", page: "3" }))).toBe("/videos?q=calm&duration=short");
  });

  it("gives the address the server's catalogueHref gives for the same choice", () => {
    const choice = {
      q: "box breathing",
      tag: "calm & quiet",
      instructor: "0ae1b2c3-1111-4222-8333-444455556666",
      duration: "long",
    } as const;
    expect(filterHref(form(choice))).toBe(catalogueHref(choice));
  });
});
