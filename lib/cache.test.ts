import { describe, expect, it } from "vitest";
import { CACHE_TAGS, invalidateCache } from "./cache";

describe("invalidateCache", () => {
  it("does nothing outside a Next.js request, where nothing is cached", () => {
    expect(() => invalidateCache(CACHE_TAGS.catalogueFilters)).not.toThrow();
  });
});
