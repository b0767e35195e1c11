import { describe, expect, it, vi } from "vitest";
import { answerCache, createAnswerCache, keptValue, type KeptAnswer } from "./memory-cache";

const answer = (body: string): KeptAnswer => ({ body, headers: { "X-Total-Count": "1" } });

describe("the guests' answer cache", () => {
  it("makes an answer once per key and tag, and keeps keys and tags apart", async () => {
    const cache = createAnswerCache();
    const produce = vi.fn(async () => answer("[1]"));
    expect(await cache.get("videos", "/a", produce)).toEqual(answer("[1]"));
    expect(await cache.get("videos", "/a", produce)).toEqual(answer("[1]"));
    expect(produce).toHaveBeenCalledTimes(1);
    await cache.get("videos", "/b", produce);
    await cache.get("gallery", "/a", produce);
    expect(produce).toHaveBeenCalledTimes(3);
  });

  it("drops a tag's answers when it expires, and only that tag's", async () => {
    const cache = createAnswerCache();
    await cache.get("videos", "/a", async () => answer("old"));
    await cache.get("gallery", "/a", async () => answer("photos"));
    cache.expire("videos");
    expect(await cache.get("videos", "/a", async () => answer("new"))).toEqual(answer("new"));
    expect(await cache.get("gallery", "/a", async () => answer("other"))).toEqual(answer("photos"));
  });

  it("does not keep an answer read while its tag expired (it may show what the change replaced)", async () => {
    const cache = createAnswerCache();
    let finish: (value: KeptAnswer) => void = () => {};
    const reading = cache.get("videos", "/a", () => new Promise<KeptAnswer>((resolve) => (finish = resolve)));
    // A change lands while the list is being read: its expiry comes before the read's answer.
    cache.expire("videos");
    finish(answer("before the change"));
    expect(await reading).toEqual(answer("before the change"));
    expect(await cache.get("videos", "/a", async () => answer("after the change"))).toEqual(answer("after the change"));
    // Nor across a clear.
    const again = cache.get("videos", "/b", () => new Promise<KeptAnswer>((resolve) => (finish = resolve)));
    cache.clear();
    finish(answer("stale"));
    await again;
    expect(await cache.get("videos", "/b", async () => answer("fresh"))).toEqual(answer("fresh"));
  });

  it("keeps no answer of a tag whose making began before it expired, even of a key never kept, and keeps other tags' makings", async () => {
    const cache = createAnswerCache();
    const finish: Record<string, (value: KeptAnswer) => void> = {};
    const slow = (name: string) => () => new Promise<KeptAnswer>((resolve) => (finish[name] = resolve));
    const videos = cache.get("videos", "/never-kept", slow("videos"));
    const joined = cache.get("videos", "/never-kept", slow("unused"));
    const gallery = cache.get("gallery", "/never-kept", slow("gallery"));
    cache.expire("videos");
    finish.videos!(answer("before the change"));
    finish.gallery!(answer("photos"));
    // Its callers, the one who joined it too, get it; the cache keeps only the other tag's.
    expect(await videos).toEqual(answer("before the change"));
    expect(await joined).toEqual(answer("before the change"));
    expect(await gallery).toEqual(answer("photos"));
    expect(cache.size).toBe(1);
    const produce = vi.fn(async () => answer("after the change"));
    expect(await cache.get("videos", "/never-kept", produce)).toEqual(answer("after the change"));
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it("makes an answer once for callers asking at the same time, and again for one asking after an expiry", async () => {
    const cache = createAnswerCache();
    let finish: (value: KeptAnswer) => void = () => {};
    const produce = vi.fn(() => new Promise<KeptAnswer>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 5 }, () => cache.get("videos", "/a", produce));
    expect(produce).toHaveBeenCalledTimes(1);
    // After the expiry a caller does not wait for the answer begun before it: it makes its own.
    cache.expire("videos");
    const after = cache.get("videos", "/a", async () => answer("after"));
    finish(answer("before"));
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 5 }, () => answer("before")));
    expect(await after).toEqual(answer("after"));
    expect(await cache.get("videos", "/a", produce)).toEqual(answer("after"));
  });

  it("never keeps a failure, and a caller after it tries again", async () => {
    const cache = createAnswerCache();
    await expect(cache.get("videos", "/a", async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(cache.size).toBe(0);
    expect(await cache.get("videos", "/a", async () => answer("[2]"))).toEqual(answer("[2]"));
  });

  it("keeps an answer for its time at most, and within its bounds of entries and bytes", async () => {
    let now = 10_000;
    const cache = createAnswerCache({ ttlMs: 1_000, maxEntries: 2, clock: { now: () => now } });
    await cache.get("videos", "/a", async () => answer("first"));
    now = 10_999;
    expect(await cache.get("videos", "/a", async () => answer("second"))).toEqual(answer("first"));
    now = 11_001;
    expect(await cache.get("videos", "/a", async () => answer("second"))).toEqual(answer("second"));
    await cache.get("videos", "/b", async () => answer("b"));
    await cache.get("videos", "/c", async () => answer("c"));
    expect(cache.size).toBe(2);
    const small = createAnswerCache({ maxBytes: 1_000 });
    await small.get("videos", "/big", async () => answer("x".repeat(5_000)));
    expect(small.size).toBe(0);
  });
});

describe("keptValue", () => {
  it("keeps a value under its tag until the tag expires, each caller getting its own copy", async () => {
    answerCache.clear();
    let made = 0;
    const produce = async () => ({ subjects: [`made ${++made}`] });
    const first = await keptValue("library", "/resources filters", produce);
    const second = await keptValue("library", "/resources filters", produce);
    expect(first).toEqual({ subjects: ["made 1"] });
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    answerCache.expire("videos");
    expect(await keptValue("library", "/resources filters", produce)).toEqual({ subjects: ["made 1"] });
    answerCache.expire("library");
    expect(await keptValue("library", "/resources filters", produce)).toEqual({ subjects: ["made 2"] });
    answerCache.clear();
  });
});
