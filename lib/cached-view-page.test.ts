import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { cachedViewPage } from "./cached-view-page";

const views: Record<string, Record<string, string>> = { all: {}, "page-2": { page: "2" } };
const rendered: { page: number }[] = [];
const Page = cachedViewPage(
  (name) => views[name] ?? null,
  (query) => ({ page: Number(query.page ?? "1") }),
  async (params) => {
    rendered.push(params);
    return createElement("p", null, `page ${params.page}`);
  },
);

describe("cachedViewPage", () => {
  it("renders a known view with its query, cleaned as the page cleans a visitor's URL", async () => {
    const element = await Page({ params: Promise.resolve({ view: "page-2" }) });
    expect(element.props).toEqual({ children: "page 2" });
    expect(rendered.at(-1)).toEqual({ page: 2 });
  });

  it("answers an unknown view with Next's not-found, without rendering", async () => {
    const before = rendered.length;
    await expect(Page({ params: Promise.resolve({ view: "page-99" }) })).rejects.toMatchObject({ digest: expect.stringContaining("404") });
    expect(rendered).toHaveLength(before);
  });
});
