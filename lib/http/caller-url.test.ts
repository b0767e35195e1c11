import { describe, expect, it } from "vitest";
import { forCaller, isApiClient, urlForCaller } from "./caller-url";

const SITE = "https://mindful.example";
const FILE = "/api/v1/files/download?key=videos%2F2026%2F11%2Fa.mp4&sig=x";

describe("urlForCaller", () => {
  it("tells an API client (Bearer token, another origin) from our own pages (same origin, no Origin)", () => {
    expect(isApiClient(new Headers({ authorization: "Bearer t", host: "mindful.example" }))).toBe(true);
    expect(isApiClient(new Headers({ origin: "https://app.example.org", host: "mindful.example" }))).toBe(true);
    expect(isApiClient(new Headers({ origin: "https://mindful.example", host: "mindful.example" }))).toBe(false);
    expect(
      isApiClient(new Headers({ origin: "https://public.example", host: "internal:3000", "x-forwarded-host": "public.example" })),
    ).toBe(false);
    expect(isApiClient(new Headers({ host: "mindful.example", cookie: "authjs.session-token=x" }))).toBe(false);
  });

  it("makes our paths absolute on SITE_URL for an API client, and leaves them for our pages and outside a call", () => {
    expect(forCaller(new Headers({ authorization: "Bearer t" }), SITE, () => urlForCaller(FILE))).toBe(`${SITE}${FILE}`);
    expect(forCaller(new Headers({ host: "mindful.example" }), SITE, () => urlForCaller(FILE))).toBe(FILE);
    expect(urlForCaller(FILE)).toBe(FILE);
  });

  it("leaves absolute URLs (S3's) and protocol-relative ones alone", async () => {
    const s3 = "https://bucket.s3.amazonaws.com/videos/a.mp4?X-Amz-Signature=x";
    const headers = new Headers({ authorization: "Bearer t" });
    expect(forCaller(headers, SITE, () => urlForCaller(s3))).toBe(s3);
    expect(forCaller(headers, SITE, () => urlForCaller("//cdn.example/a.jpg"))).toBe("//cdn.example/a.jpg");
    // The scope follows the call across awaits.
    expect(
      await forCaller(headers, SITE, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return urlForCaller(FILE);
      }),
    ).toBe(`${SITE}${FILE}`);
  });
});
