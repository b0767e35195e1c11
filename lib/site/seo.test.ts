import { afterEach, describe, expect, it } from "vitest";
import { guessedOrigin, mediaPageMetadata, metaDescription, pageSeo, siteUrl } from "./seo";

const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
function setEnv(values: { SITE_URL?: string; PORT?: string }) {
  for (const key of ["SITE_URL", "PORT"] as const) {
    const value = values[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}
afterEach(() => setEnv(saved));

describe("the site's address in canonical and Open Graph URLs", () => {
  it("is SITE_URL when set, and then nothing is guessed", () => {
    setEnv({ SITE_URL: "https://www.mindfulminds.example/", PORT: "4000" });
    expect(siteUrl()).toBe("https://www.mindfulminds.example");
    expect(pageSeo({ title: "About", description: "d", path: "/about" }).url).toBe("https://www.mindfulminds.example/about");
    expect(guessedOrigin()).toBeNull();
  });

  it("in the embedded mode follows the port the server runs on, read when the page is rendered", () => {
    setEnv({ PORT: "4000" });
    expect(siteUrl()).toBe("http://localhost:4000");
    expect(pageSeo({ title: "About", description: "d", path: "/about" }).url).toBe("http://localhost:4000/about");
    setEnv({ PORT: "4321" });
    expect(siteUrl()).toBe("http://localhost:4321");
    setEnv({});
    expect(siteUrl()).toBe("http://localhost:3000");
  });

  it("is marked as a guess when SITE_URL is unset, so that a page rendered ahead (at build) can be corrected where it is served", () => {
    setEnv({ PORT: "4000" });
    expect(guessedOrigin()).toBe("http://localhost:4000");
  });
});

describe("metaDescription", () => {
  it("keeps up to 160 characters and cuts a longer text at 157, without trailing spaces, with an ellipsis", () => {
    expect(metaDescription("a".repeat(160))).toBe("a".repeat(160));
    expect(metaDescription(`${"a".repeat(152)}      ${"b".repeat(20)}`)).toBe(`${"a".repeat(152)}…`);
  });
});

describe("mediaPageMetadata", () => {
  it("shares a media page as a video with its own image, or the site's when it has none", () => {
    const withImage = mediaPageMetadata({
      title: "T",
      description: "D",
      path: "/videos/1",
      image: { url: "/videos/1/thumbnail", alt: "T" },
    });
    expect(withImage.alternates?.canonical).toBe("/videos/1");
    expect(withImage.openGraph).toMatchObject({ type: "video.other", images: [{ url: "/videos/1/thumbnail", alt: "T" }] });
    expect(withImage.twitter).toMatchObject({ card: "summary_large_image", images: [{ url: "/videos/1/thumbnail", alt: "T" }] });
    const without = mediaPageMetadata({ title: "T", description: "D", path: "/videos/2", image: null });
    expect(without.openGraph?.images).toEqual([expect.objectContaining({ url: "/opengraph-image" })]);
    expect(without.twitter?.images).toEqual([expect.objectContaining({ url: "/opengraph-image" })]);
  });
});
