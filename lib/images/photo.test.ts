import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { InvalidError } from "@/lib/errors";
import { MemoryStorage } from "@/test/memory-storage";
import { imageMetadata, phonePhoto } from "@/test/photos";
import { PHOTO_TYPE, UNREADABLE_PHOTO, makePhotoVariants, variantWidths } from "./photo";

const storage = new MemoryStorage();
beforeEach(() => storage.clear());

const SOURCE = "images/2026/11/00000000-0000-4000-8000-000000000001.jpg";

describe("variantWidths", () => {
  it("makes each of 480, 960 and 1600 below the photo's width, and never enlarges", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe("makePhotoVariants", () => {
  it("writes upright WebP copies without EXIF, GPS, XMP or IPTC, at the widths the pages use, and leaves the source alone", async () => {
    const source = await phonePhoto(2400, 1600);
    const before = await imageMetadata(source);
    expect(before).toMatchObject({ hasExif: true, hasGps: true, orientation: 6 });
    storage.place(SOURCE, source);

    const variants = await makePhotoVariants(storage, SOURCE, source.length);

    // Stored sideways with orientation 6: upright it is 1600 wide and 2400 high.
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 720],
      [960, 1440],
      [1600, 2400],
    ]);
    for (const variant of variants) {
      expect(variant.key).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
      expect(variant.type).toBe(PHOTO_TYPE);
      const bytes = storage.objects.get(variant.key)!;
      expect(bytes.length).toBe(variant.size);
      expect(await imageMetadata(bytes)).toEqual({
        format: "webp",
        width: variant.width,
        height: variant.height,
        orientation: undefined,
        hasExif: false,
        hasGps: false,
        hasXmp: false,
        hasIptc: false,
      });
    }
    expect(storage.objects.has(SOURCE)).toBe(true);
    expect(storage.deleted).toEqual([]);
  });

  it("makes a very tall photo (a long phone screenshot) no taller than WebP allows, keeping its proportions", async () => {
    const source = await sharp({ create: { width: 1080, height: 20_000, channels: 3, background: "#7fa8c9" } })
      .png()
      .toBuffer();
    storage.place(SOURCE, source);
    const variants = await makePhotoVariants(storage, SOURCE, source.length);
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 8889],
      [885, 16383],
    ]);
    for (const variant of variants) expect(await imageMetadata(storage.objects.get(variant.key)!)).toMatchObject({ format: "webp" });
  });

  it("answers 422 for a photo cut off half way, and stores nothing", async () => {
    const whole = await phonePhoto(1200, 800);
    const broken = whole.subarray(0, Math.floor(whole.length / 2));
    storage.place(SOURCE, broken);
    const error = await makePhotoVariants(storage, SOURCE, broken.length).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as InvalidError).message).toBe(UNREADABLE_PHOTO);
    expect([...storage.objects.keys()]).toEqual([SOURCE]);
  });

  it("deletes the sizes it stored when storing another fails", async () => {
    const source = await phonePhoto(2000, 1000);
    storage.place(SOURCE, source);
    let puts = 0;
    const failing = Object.create(storage) as MemoryStorage;
    failing.put = async (...args) => {
      if (++puts === 2) throw new Error("store down");
      return storage.put(...args);
    };
    await expect(makePhotoVariants(failing, SOURCE, source.length)).rejects.toThrow("store down");
    expect([...storage.objects.keys()]).toEqual([SOURCE]);
    expect(storage.deleted).toHaveLength(1);
  });
});
