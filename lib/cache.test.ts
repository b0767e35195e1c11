import { beforeEach, describe, expect, it, vi } from "vitest";

/** next/cache's revalidateTag, replaced: what invalidateCache asks of Next is the behaviour under test. */
const revalidateTag = vi.hoisted(() => vi.fn<(tag: string, profile: { expire: number }) => void>());
vi.mock("next/cache", () => ({ revalidateTag }));

// Test files share one module cache (vitest.config.mts: isolate false): a copy of lib/cache.ts of
// its own (the query makes it another module) binds the mock above even when an earlier file
// loaded the module with the real next/cache; the other files' copy is left alone.
const ownCopy = "./cache.ts?with-mocked-next-cache";
const { CACHE_TAGS, invalidateCache } = (await import(/* @vite-ignore */ ownCopy)) as typeof import("./cache");

beforeEach(() => {
  revalidateTag.mockReset();
});

describe("invalidateCache", () => {
  it("expires the tag at once (expire 0: the next request reads afresh, no stale copy is served)", () => {
    invalidateCache(CACHE_TAGS.catalogueFilters);
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith("catalogue-filters", { expire: 0 });
  });

  it("ignores Next's report that there is no request scope (nothing is cached outside one)", () => {
    revalidateTag.mockImplementation(() => {
      throw new Error("Invariant: static generation store missing in revalidateTag catalogue-filters");
    });
    expect(() => invalidateCache(CACHE_TAGS.catalogueFilters)).not.toThrow();
    expect(revalidateTag).toHaveBeenCalledOnce();
  });

  it("throws any other error: a failed invalidation must not pass silently", () => {
    const failure = new Error("Route /videos used revalidateTag during render");
    revalidateTag.mockImplementation(() => {
      throw failure;
    });
    expect(() => invalidateCache(CACHE_TAGS.catalogueFilters)).toThrow(failure);
    revalidateTag.mockImplementation(() => {
      throw "static generation store missing, but not an Error";
    });
    expect(() => invalidateCache(CACHE_TAGS.catalogueFilters)).toThrow();
  });
});
