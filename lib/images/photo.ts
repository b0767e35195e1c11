import sharp, { type OutputInfo } from "sharp";
import type { PhotoVariant } from "@/lib/db/schema";
import { InvalidError } from "@/lib/errors";
import { newObjectKey } from "@/lib/storage/keys";
import type { Storage } from "@/lib/storage/types";

/**
 * Photos that people upload (a school's gallery photos) are never served as they were sent: a
 * phone's JPEG carries EXIF, often with the GPS position where it was taken, which for photos of
 * children must not leak. `makePhotoVariants` decodes the upload with sharp, turns it upright
 * (its EXIF orientation), and writes fresh WebP files at the widths the pages use. sharp writes no
 * metadata unless asked, so EXIF, GPS, XMP and IPTC are gone and colours are converted to sRGB.
 */

/** The widths made (never wider than the photo): a grid card, the same at twice the density, the lightbox. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_TYPE = "image/webp";
/** A decompression bomb (a small file of enormous dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const QUALITY = 80;
/** WebP's largest side: a photo taller than this at a size's width (a long phone screenshot) is made shorter, and narrower with it. */
const MAX_WEBP_SIDE = 16_383;

export const UNREADABLE_PHOTO = "The photo could not be read. Please choose a JPEG, PNG or WebP image.";

/** The widths to make for a photo `width` pixels wide: each of PHOTO_WIDTHS below it, and the photo's own when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, Math.max(...PHOTO_WIDTHS));
  return [...PHOTO_WIDTHS.filter((w) => w < widest), widest];
}

/**
 * Reads the photo at `sourceKey` (`size` bytes, already checked to be a JPEG, PNG or WebP by its
 * bytes), stores its variants under new keys and answers them, smallest first. Each key goes to
 * `record` before its object is stored (the upload's recordDerivedKey, so that a crash before the
 * photo's row commits leaves nothing the job uploads.expired does not know of). The source itself
 * is left to the caller (it deletes it once the record holding the variants has committed). When
 * anything fails, the variants already stored are deleted again; a photo that does not decode is 422.
 */
export async function makePhotoVariants(
  storage: Storage,
  sourceKey: string,
  size: number,
  record: (key: string) => Promise<void> = async () => {},
): Promise<PhotoVariant[]> {
  const bytes = await storage.readRange(sourceKey, 0, size);
  // Each size is resized straight from the upload, in one pipeline: never the whole photo decoded
  // and encoded again at full size first (a 7,000 px PNG is some 200 MB of pixels), and a JPEG
  // is shrunk while it is decoded.
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
  const unreadable = () => new InvalidError(UNREADABLE_PHOTO, { image: UNREADABLE_PHOTO });
  let uprightWidth: number;
  try {
    uprightWidth = (await source().metadata()).autoOrient.width;
  } catch {
    throw unreadable();
  }
  const stored: PhotoVariant[] = [];
  try {
    for (const width of variantWidths(uprightWidth)) {
      let made: { data: Buffer; info: OutputInfo };
      try {
        made = await source()
          .resize({ width, height: MAX_WEBP_SIDE, fit: "inside", withoutEnlargement: true })
          .webp({ quality: QUALITY })
          .toBuffer({ resolveWithObject: true });
      } catch {
        // The header read, the picture does not decode (cut off half way, say).
        throw unreadable();
      }
      const { data, info } = made;
      // Held to WebP's largest side, a wider size can come out as the one before: one copy is enough.
      if (stored.at(-1)?.width === info.width) continue;
      const key = newObjectKey("image", PHOTO_TYPE);
      await record(key);
      await storage.put(key, data, { contentType: PHOTO_TYPE, size: data.length });
      stored.push({ key, width: info.width, height: info.height, size: data.length, type: PHOTO_TYPE });
    }
    return stored;
  } catch (error) {
    await Promise.allSettled(stored.map((variant) => storage.delete(variant.key)));
    throw error;
  }
}
