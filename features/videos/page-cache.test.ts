import { describe, expect, it } from "vitest";
import { cachedRouteOf as routeOf, expectLinksServedFromTheirViews } from "@/test/page-cache";
import { CACHED_DURATIONS, CATALOGUE_CACHED_PAGES, cataloguePageCache, catalogueViewQuery } from "./page-cache";
import { DURATION_BANDS } from "./schema";
import { catalogueHref, cleanCatalogueParams } from "./ui/catalogue/params";

const cachedRouteOf = (href: string) => routeOf(cataloguePageCache, href);

describe("the catalogue's page cache", () => {
  it("holds the first pages of the whole catalogue and of each length band", () => {
    expect(CACHED_DURATIONS).toEqual(DURATION_BANDS);
    expect(cataloguePageCache.views).toHaveLength((1 + DURATION_BANDS.length) * CATALOGUE_CACHED_PAGES);
    expect(catalogueViewQuery("all")).toEqual({});
    expect(catalogueViewQuery("page-5")).toEqual({ page: "5" });
    expect(catalogueViewQuery("duration-medium-page-3")).toEqual({ duration: "medium", page: "3" });
    expect(catalogueViewQuery("duration-medium-page-6")).toBeNull();
    expect(catalogueViewQuery("medium")).toBeNull();
  });

  it("serves every link the site makes to a cached view from that view", () => {
    expectLinksServedFromTheirViews(cataloguePageCache, (query) => catalogueHref(cleanCatalogueParams(query)));
  });

  it("renders a search, a tag, an instructor and later pages per request", () => {
    for (const params of [
      { q: "breathing" },
      { tag: "calm" },
      { instructor: "6f1c2a1e-8a8b-4c3e-9d55-7b2f7d1c0a11" },
      { page: CATALOGUE_CACHED_PAGES + 1 },
      { duration: "short" as const, tag: "calm" },
    ]) {
      expect(cachedRouteOf(catalogueHref(params)), JSON.stringify(params)).toBeNull();
    }
  });
});
