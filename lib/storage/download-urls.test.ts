import { describe, expect, it } from "vitest";
import { DownloadUrls } from "./download-urls";

describe("DownloadUrls", () => {
  it("signs a URL once a window: asked again within the step it is handed out again, the next step signs anew", async () => {
    const urls = new DownloadUrls();
    const signed: string[] = [];
    const sign = (key: string) => (window: { signedAt: number; expires: number }) => {
      const url = `/d?key=${key}&expires=${window.expires}`;
      signed.push(url);
      return url;
    };
    const stepStart = 1_800_000_000 - (1_800_000_000 % 900);
    const first = await urls.get("a", "image/jpeg", 3600, stepStart, sign("a"));
    expect(first).toBe(`/d?key=a&expires=${stepStart + 900 + 3600}`);
    expect(await urls.get("a", "image/jpeg", 3600, stepStart + 899, sign("a"))).toBe(first);
    expect(signed).toEqual([first]);
    // Another object, another type, another lifetime, the next step: each signed.
    await urls.get("b", "image/jpeg", 3600, stepStart, sign("b"));
    await urls.get("a", "image/png", 3600, stepStart, sign("a"));
    await urls.get("a", "image/jpeg", 1800, stepStart, sign("a"));
    expect(await urls.get("a", "image/jpeg", 3600, stepStart + 900, sign("a"))).toBe(`/d?key=a&expires=${stepStart + 1800 + 3600}`);
    expect(signed).toHaveLength(5);
  });

  it("keeps nothing when signing fails", async () => {
    const urls = new DownloadUrls();
    await expect(urls.get("a", "image/jpeg", 3600, 0, () => Promise.reject(new Error("no credentials")))).rejects.toThrow("no credentials");
    expect(await urls.get("a", "image/jpeg", 3600, 0, () => "/d?key=a")).toBe("/d?key=a");
  });
});
