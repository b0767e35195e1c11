import { describe, expect, it } from "vitest";
import { isObjectKey, kindOfKey, newExportKey, newObjectKey } from "./keys";
import { ALLOWED_TYPES, MAX_BYTES, MAX_URL_LIFETIME_SECONDS, downloadWindow, inlineDisposition, servedDisposition } from "./limits";

describe("newObjectKey", () => {
  it("makes random keys under the kind's folder, year and month", () => {
    const now = new Date("2026-11-05T12:00:00Z");
    const key = newObjectKey("video", "mp4", now);
    expect(key).toMatch(/^videos\/2026\/11\/[0-9a-f-]{36}\.mp4$/);
    expect(newObjectKey("video", "mp4", now)).not.toBe(key);
    expect(newObjectKey("thumbnail", ".JPEG", now)).toMatch(/^thumbnails\/2026\/11\/[0-9a-f-]{36}\.jpg$/);
    expect(newObjectKey("image", "image/webp", now)).toMatch(/^images\/2026\/11\/[0-9a-f-]{36}\.webp$/);
    expect(newObjectKey("video", "video/quicktime", now)).toMatch(/\.mov$/);
    expect(isObjectKey(key)).toBe(true);
    expect(kindOfKey(key)).toBe("video");
  });

  it("refuses an extension the kind does not allow", () => {
    expect(() => newObjectKey("video", "png")).toThrow(/not an extension allowed for a video/);
    expect(() => newObjectKey("image", "mp4")).toThrow();
    expect(() => newObjectKey("thumbnail", "html")).toThrow();
    expect(() => newObjectKey("video", "mp4/../../x")).toThrow();
  });
});

describe("newExportKey", () => {
  it("makes random keys under exports/, naming no one, that are object keys of no upload kind", () => {
    const key = newExportKey(new Date("2026-11-05T12:00:00Z"));
    expect(key).toMatch(/^exports\/2026\/11\/[0-9a-f-]{36}\.zip$/);
    expect(newExportKey()).not.toBe(key);
    expect(isObjectKey(key)).toBe(true);
    expect(kindOfKey(key)).toBeNull();
    expect(isObjectKey(key.replace(".zip", ".mp4"))).toBe(false);
    expect(isObjectKey(key.replace("exports/", "videos/"))).toBe(false);
    expect(isObjectKey(`exports/2026/11/../${key.split("/").pop()}`)).toBe(false);
  });

  it("are served as an attachment, media inline", () => {
    expect(servedDisposition("application/zip")).toBe('attachment; filename="your-data.zip"');
    expect(servedDisposition("video/mp4")).toBe(inlineDisposition("video/mp4"));
  });
});

describe("isObjectKey", () => {
  it("accepts only our own key format", () => {
    const uuid = "0b6e1c52-8d1f-4c1b-9a57-3f1d2e4c5b6a";
    expect(isObjectKey(`videos/2026/11/${uuid}.mp4`)).toBe(true);
    for (const bad of [
      `../videos/2026/11/${uuid}.mp4`,
      `videos/2026/11/../../${uuid}.mp4`,
      `/etc/passwd`,
      `/videos/2026/11/${uuid}.mp4`,
      `videos/2026/11/${uuid}.mp4/..`,
      `videos\\2026\\11\\${uuid}.mp4`,
      `videos/2026/13/${uuid}.mp4`,
      `videos/2026/11/${uuid}.png`,
      `images/2026/11/${uuid}.mp4`,
      `secrets.json`,
      `videos/2026/11/${uuid}.mp4\n`,
      "",
    ]) {
      expect(isObjectKey(bad), bad).toBe(false);
    }
  });
});

describe("limits", () => {
  it("allow videos up to 100 MB and images up to 5 MB, of the listed types", () => {
    expect(MAX_BYTES).toEqual({ video: 100 * 1024 * 1024, thumbnail: 5 * 1024 * 1024, image: 5 * 1024 * 1024 });
    expect(ALLOWED_TYPES.video).toEqual(["video/mp4", "video/webm", "video/quicktime"]);
    expect(ALLOWED_TYPES.thumbnail).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(inlineDisposition("video/webm")).toBe('inline; filename="video.webm"');
    expect(inlineDisposition("image/jpeg")).toBe('inline; filename="image.jpg"');
  });

  it("sign a download URL in steps of a quarter of its lifetime: the same URL within a step, living at least its lifetime", () => {
    const hour = 3600;
    const stepStart = 1_800_000_000 - (1_800_000_000 % 900);
    for (const now of [stepStart, stepStart + 1, stepStart + 899]) {
      expect(downloadWindow(now, hour)).toEqual({ signedAt: stepStart, expires: stepStart + 900 + hour });
    }
    expect(downloadWindow(stepStart + 900, hour)).toEqual({ signedAt: stepStart + 900, expires: stepStart + 1800 + hour });
    for (let now = stepStart; now < stepStart + 1800; now += 37) {
      const { expires } = downloadWindow(now, hour);
      expect(expires - now).toBeGreaterThanOrEqual(hour);
      expect(expires - now).toBeLessThanOrEqual(hour + 900);
    }
    expect(downloadWindow(1001, 3)).toEqual({ signedAt: 1001, expires: 1005 });
    // A step past S3's seven days: signed now for exactly the lifetime.
    expect(downloadWindow(stepStart + 5, MAX_URL_LIFETIME_SECONDS)).toEqual({
      signedAt: stepStart + 5,
      expires: stepStart + 5 + MAX_URL_LIFETIME_SECONDS,
    });
  });
});
