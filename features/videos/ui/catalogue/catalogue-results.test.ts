import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderHtml, textOf } from "@/test/render";
import { CatalogueResults } from "./catalogue-results";

const empty = { videos: [], total: 0, page: 1, pageSize: 9, totalPages: 1 };
const results = (params: Parameters<typeof CatalogueResults>[0]["params"]) =>
  textOf(renderHtml(createElement(CatalogueResults, { result: empty, params })));

describe("the catalogue's results", () => {
  it("say kindly that nothing is published yet when the catalogue is empty and nothing was asked", () => {
    const text = results({});
    expect(text).toContain("No videos have been published yet. Check back soon.");
    expect(text).not.toContain("No videos found matching your criteria.");
  });

  it("keep the empty-search sentence for a search or a filter that finds nothing", () => {
    for (const params of [
      { q: "nothing" },
      { tag: "calm" },
      { instructor: "00000000-0000-4000-8000-000000000001" },
      { duration: "long" as const },
    ]) {
      const text = results(params);
      expect(text, JSON.stringify(params)).toContain("No videos found matching your criteria.");
      expect(text).not.toContain("published yet");
    }
  });
});
