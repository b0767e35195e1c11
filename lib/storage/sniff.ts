import type { MediaType } from "./limits";

/**
 * The real type of a file from its first bytes (never from its name or the type the browser
 * declared). Read at least SNIFF_LENGTH bytes: enough for an ISO BMFF `ftyp` box with its list
 * of compatible brands and for a WebM EBML header.
 */
export const SNIFF_LENGTH = 512;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  start + length <= bytes.length ? String.fromCharCode(...bytes.subarray(start, start + length)) : "";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** ISO BMFF brands of MP4 video (ISO base media, MPEG-4 v1/v2, AVC, Apple M4V, DASH, …). */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "f4v ",
]);
const QUICKTIME_BRAND = "qt  ";
/** Atoms a QuickTime file without an `ftyp` box may start with. */
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free"]);

function sniffIsoBmff(bytes: Uint8Array): MediaType | null {
  if (ascii(bytes, 4, 4) !== "ftyp") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = bytes.length >= 4 ? view.getUint32(0) : 0;
  if (boxSize < 16) return null;
  const major = ascii(bytes, 8, 4);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) compatible.push(ascii(bytes, at, 4));
  if (major === QUICKTIME_BRAND) return "video/quicktime";
  if (MP4_BRANDS.has(major)) return "video/mp4";
  // An unknown major brand (HEIC, AVIF, 3GP…) counts only if it declares an MP4 or QuickTime brand.
  if (compatible.some((brand) => MP4_BRANDS.has(brand))) return "video/mp4";
  if (compatible.includes(QUICKTIME_BRAND)) return "video/quicktime";
  return null;
}

function sniffBareQuickTime(bytes: Uint8Array): MediaType | null {
  if (bytes.length < 8 || !QUICKTIME_ATOMS.has(ascii(bytes, 4, 4))) return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  // 0 = to the end of the file, 1 = a 64-bit size follows, otherwise at least the 8-byte header.
  return size === 0 || size === 1 || size >= 8 ? "video/quicktime" : null;
}

/** An EBML variable-length integer at `at`: its length in bytes and value (marker bit removed). */
function readVint(bytes: Uint8Array, at: number): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1 for 0b1xxxxxxx … 8 for 0b00000001
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { length, value };
}

/** WebM: an EBML header (1A 45 DF A3) whose DocType element (42 82) says "webm". */
function sniffWebm(bytes: Uint8Array): MediaType | null {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const headerSize = readVint(bytes, 4);
  if (!headerSize) return null;
  const end = Math.min(bytes.length, 4 + headerSize.length + headerSize.value);
  let at = 4 + headerSize.length;
  while (at < end) {
    // Element IDs keep their marker bits; DocType is the two bytes 42 82.
    const id = readVint(bytes, at);
    if (!id) return null;
    const size = readVint(bytes, at + id.length);
    if (!size) return null;
    const dataAt = at + id.length + size.length;
    if (id.length === 2 && bytes[at] === 0x42 && bytes[at + 1] === 0x82) {
      const docType = ascii(bytes, dataAt, Math.min(size.value, 32)).replace(/\0+$/, "");
      return docType === "webm" ? "video/webm" : null;
    }
    at = dataAt + size.value;
  }
  return null;
}

/**
 * video/mp4, video/quicktime, video/webm, image/jpeg, image/png or image/webp from the magic
 * bytes; null for anything else (HTML, ZIP, Matroska, HEIC, an empty file…).
 */
export function sniffType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  return sniffIsoBmff(bytes) ?? sniffWebm(bytes) ?? sniffBareQuickTime(bytes);
}
