import { describe, expect, it } from "vitest";
import { ANSWER_TTL_MS } from "@/lib/cache/memory-cache";
import { PAGE_URL_SECONDS } from "@/lib/storage/signed-urls";
import { PAGE_CACHE_CONTROL } from "./page-cache";

const seconds = (header: string, directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(header)?.[1]);

describe("PAGE_CACHE_CONTROL", () => {
  it("lets a CDN send a content page only while the signed image URLs in it still work", () => {
    const { content } = PAGE_CACHE_CONTROL;
    // A copy kept in the server's memory, then fresh at the CDN, then sent stale while it refetches.
    const oldest = ANSWER_TTL_MS / 1000 + seconds(content, "s-maxage") + seconds(content, "stale-while-revalidate");
    expect(oldest).toBeLessThan(PAGE_URL_SECONDS);
  });
});
