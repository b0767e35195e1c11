/**
 * The type of a file from its first bytes (at least 16 are needed), or null when it is none of
 * the types we accept. MP4 and QuickTime are ISO base media files ("ftyp" box at offset 4, the
 * brand telling them apart), WebM is EBML with the "webm" doc type, then JPEG, PNG and WebP.
 *
 * NOTE: a colleague is writing lib/storage/sniff.ts with the same signature
 * `sniffType(bytes: Uint8Array): string | null`; once it lands, re-export it from here (or
 * import it in upload.ts) and delete this minimal version.
 */
export const SNIFF_BYTES = 64;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export function sniffType(bytes: Uint8Array): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") {
    return ascii(bytes, 8, 4) === "qt  " ? "video/quicktime" : "video/mp4";
  }
  // QuickTime files without an ftyp box start with a moov, mdat, wide or free atom.
  if (bytes.length >= 8 && ["moov", "mdat", "wide", "free", "skip"].includes(ascii(bytes, 4, 4))) return "video/quicktime";
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // EBML header: the DocType element (0x42 0x82) says "webm" (or "matroska", which we refuse).
    const header = ascii(bytes, 4, Math.min(bytes.length - 4, 60));
    return header.includes("webm") ? "video/webm" : null;
  }
  return null;
}
