import { describe, expect, it } from "vitest";
import { cachedRouteOf as routeOf, expectLinksServedFromTheirViews } from "@/test/page-cache";
import { RESOURCES_CACHED_PAGES, resourcesPageCache, resourcesViewQuery } from "./page-cache";
import { RESOURCE_FIELDS, cleanResourceParams, resourcesHref } from "./ui/resources/params";

const cachedRouteOf = (href: string) => routeOf(resourcesPageCache, href);

describe("the library page's cache", () => {
  it("holds its first pages, and leaves every search field out", () => {
    expect(resourcesPageCache.uncached).toEqual(RESOURCE_FIELDS);
    expect(resourcesPageCache.views.map((view) => view.name)).toEqual(["all", "page-2", "page-3", "page-4", "page-5"]);
    expect(resourcesViewQuery("page-3")).toEqual({ page: "3" });
    expect(resourcesViewQuery("page-6")).toBeNull();
  });

  it("serves every link the site makes to a cached view from that view", () => {
    expectLinksServedFromTheirViews(resourcesPageCache, (query) => resourcesHref(cleanResourceParams(query)));
  });

  it("renders a search, any filter and later pages per request", () => {
    for (const field of RESOURCE_FIELDS) expect(cachedRouteOf(resourcesHref({ [field]: "calm" })), field).toBeNull();
    expect(cachedRouteOf(resourcesHref({ page: RESOURCES_CACHED_PAGES + 1 }))).toBeNull();
  });
});
