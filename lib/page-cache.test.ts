import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import {
  CACHED_ROUTES,
  PAGE_CACHE_SECONDS,
  cachedViewQuery,
  cachedViews,
  isCachedRoutePath,
  laterPages,
  routeAddress,
  type CachedPage,
} from "./page-cache";
import { cachedPages } from "@/registry/page-cache";
import { cachedRouteOf } from "@/test/page-cache";

const listing: CachedPage = {
  source: "/videos",
  route: CACHED_ROUTES.videos,
  uncached: ["q", "tag"],
  views: [
    { name: "all", query: { duration: undefined, page: undefined } },
    { name: "all-page-2", query: { duration: undefined, page: "2" } },
    { name: "short", query: { duration: "short", page: undefined } },
    { name: "a.b", query: { duration: "a.b", page: undefined } },
  ],
};

/** Where next.config's rewrites send a request for /videos with `query`, or null when none applies. */
const rewrite = (query: Record<string, string>) => cachedRouteOf(listing, `/videos?${new URLSearchParams(query)}`);

describe("pageCacheRewrites", () => {
  it("sends each view's exact query to its route, whatever else the URL carries", () => {
    expect(rewrite({})).toBe("/videos/list/all");
    expect(rewrite({ page: "2" })).toBe("/videos/list/all-page-2");
    expect(rewrite({ duration: "short" })).toBe("/videos/list/short");
    // Parameters the page does not read (a campaign's) keep the view; empty ones count as absent.
    expect(rewrite({ utm_source: "newsletter", q: "", page: "2" })).toBe("/videos/list/all-page-2");
  });

  it("leaves a URL with an uncached parameter, another value or another page to the page itself", () => {
    expect(rewrite({ q: "breath" })).toBeNull();
    expect(rewrite({ tag: "calm", duration: "short" })).toBeNull();
    expect(rewrite({ page: "3" })).toBeNull();
    expect(rewrite({ page: "02" })).toBeNull();
    expect(rewrite({ duration: "shortest" })).toBeNull();
    expect(rewrite({ duration: "short", page: "2" })).toBeNull();
  });

  it("matches a value literally, not as a pattern", () => {
    expect(rewrite({ duration: "a.b" })).toBe("/videos/list/a.b");
    expect(rewrite({ duration: "axb" })).toBeNull();
  });
});

describe("cachedViews", () => {
  it("makes every combination, named by the values it sets", () => {
    expect(cachedViews({ sort: [undefined, "school"], page: [undefined, ...laterPages(3)] })).toEqual([
      { name: "all", query: { sort: undefined, page: undefined } },
      { name: "page-2", query: { sort: undefined, page: "2" } },
      { name: "page-3", query: { sort: undefined, page: "3" } },
      { name: "sort-school", query: { sort: "school", page: undefined } },
      { name: "sort-school-page-2", query: { sort: "school", page: "2" } },
      { name: "sort-school-page-3", query: { sort: "school", page: "3" } },
    ]);
  });
});

describe("cachedViewQuery", () => {
  it("gives the parameters of a view by name, and null for any other name", () => {
    expect(cachedViewQuery(listing, "all")).toEqual({});
    expect(cachedViewQuery(listing, "all-page-2")).toEqual({ page: "2" });
    expect(cachedViewQuery(listing, "short")).toEqual({ duration: "short" });
    expect(cachedViewQuery(listing, "nope")).toBeNull();
  });
});

describe("routeAddress", () => {
  it("leaves the route groups out", () => {
    expect(routeAddress("/(site)/videos/list/[view]")).toBe("/videos/list/[view]");
    expect(routeAddress("/videos/list/[view]")).toBe("/videos/list/[view]");
  });
});

describe("isCachedRoutePath", () => {
  it("is true under a cached route's folder only", () => {
    expect(isCachedRoutePath("/videos/list/all")).toBe(true);
    expect(isCachedRoutePath("/videos/list/")).toBe(true);
    expect(isCachedRoutePath("/videos")).toBe(false);
    expect(isCachedRoutePath("/videos/6f1c2a1e-8a8b-4c3e-9d55-7b2f7d1c0a11")).toBe(false);
  });
});

describe("the registered page caches", () => {
  it("name every view once, and their routes' revalidate is PAGE_CACHE_SECONDS", async () => {
    for (const page of cachedPages) {
      const names = page.views.map((view) => view.name);
      expect(new Set(names).size, page.source).toBe(names.length);
      const file = new URL(`../app${page.route}/page.tsx`, import.meta.url);
      // Next reads `revalidate` from the source as a literal.
      expect(await readFile(file, "utf8"), page.route).toContain(`export const revalidate = ${PAGE_CACHE_SECONDS};`);
    }
  });
});
