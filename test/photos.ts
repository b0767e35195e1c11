import sharp from "sharp";

/** Where the test photos were "taken": what must never reach a visitor. */
export const PHOTO_GPS = { latitude: "51/1 30/1 2693/100", longitude: "0/1 7/1 3995/100" };

/**
 * A JPEG as a phone makes it: `width` × `height` pixels stored sideways with EXIF orientation 6
 * (so it shows `height` × `width` upright), the camera's make and the GPS position of PHOTO_GPS.
 */
export function phonePhoto(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 170, b: 140 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: PHOTO_GPS.latitude, GPSLongitudeRef: "W", GPSLongitude: PHOTO_GPS.longitude },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * Whether an image's EXIF block (sharp's `metadata().exif`) points at a GPS directory: the tag
 * 0x8825 (GPSInfo) in its first directory, read as the TIFF structure says (either byte order).
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif || exif.length < 14) return false;
  const base = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0;
  const little = exif.subarray(base, base + 2).toString("latin1") === "II";
  const u16 = (at: number) => (little ? exif.readUInt16LE(base + at) : exif.readUInt16BE(base + at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(base + at) : exif.readUInt32BE(base + at));
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** What a stored or served image still says about itself: EXIF (and whether it has GPS), XMP, IPTC, orientation, size. */
export async function imageMetadata(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    hasExif: meta.exif !== undefined,
    hasGps: exifHasGps(meta.exif),
    hasXmp: meta.xmp !== undefined,
    hasIptc: meta.iptc !== undefined,
  };
}
