import { describe, expect, it } from "vitest";
import { fileOfUrl, sameFileUrl } from "./file-url";

const local = (key: string, expires: number, sig: string) =>
  `/api/v1/files/download?key=${encodeURIComponent(key)}&expires=${expires}&type=video%2Fmp4&sig=${sig}`;
const s3 = (key: string, date: string, signature: string) =>
  `https://bucket.s3.amazonaws.com/${key}?X-Amz-Date=${date}&X-Amz-Expires=3600&X-Amz-Signature=${signature}&X-Amz-Credential=abc&response-content-type=video%2Fmp4`;

describe("sameFileUrl", () => {
  it("holds for two signings of the same file, ours or S3's, relative or absolute", () => {
    expect(sameFileUrl(local("videos/a.mp4", 1, "x"), local("videos/a.mp4", 2, "y"))).toBe(true);
    expect(sameFileUrl(s3("videos/a.mp4", "20260101T000000Z", "aa"), s3("videos/a.mp4", "20260102T000000Z", "bb"))).toBe(true);
  });

  it("fails for another file, another type, or anything that is not a URL string", () => {
    expect(sameFileUrl(local("videos/a.mp4", 1, "x"), local("videos/b.mp4", 1, "x"))).toBe(false);
    expect(sameFileUrl(local("videos/a.mp4", 1, "x").replace("video%2Fmp4", "image%2Fpng"), local("videos/a.mp4", 1, "x"))).toBe(false);
    expect(sameFileUrl(null, local("videos/a.mp4", 1, "x"))).toBe(false);
    expect(sameFileUrl(42, 42)).toBe(false);
    expect(sameFileUrl("http://[bad", "http://[bad")).toBe(false);
  });

  it("reads the file of a URL with its other parameters in one order", () => {
    expect(fileOfUrl("/f?b=2&a=1&sig=z&expires=9")).toBe(fileOfUrl("/f?a=1&b=2"));
    expect(fileOfUrl("http://[bad")).toBeNull();
  });
});
