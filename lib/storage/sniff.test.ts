import { describe, expect, it } from "vitest";
import { mediaFixture } from "@/test/media";
import { SNIFF_LENGTH, sniffType } from "./sniff";

/** Real media files made by ffmpeg once (test/fixtures/media): one second of a test pattern, one still. */
const made = {
  mp4: mediaFixture("clip.mp4"),
  m4v: mediaFixture("clip.m4v"),
  mov: mediaFixture("clip.mov"),
  webm: mediaFixture("clip.webm"),
  mkv: mediaFixture("clip.mkv"),
  jpeg: mediaFixture("still.jpg"),
  png: mediaFixture("still.png"),
  webp: mediaFixture("still.webp"),
};

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const ftyp = (major: string, ...compatible: string[]) => bytes(u32(16 + 4 * compatible.length), "ftyp", major, u32(0), ...compatible);

describe("sniffType on files made by ffmpeg", () => {
  it.each<[keyof typeof made, string]>([
    ["mp4", "video/mp4"],
    ["m4v", "video/mp4"],
    ["mov", "video/quicktime"],
    ["webm", "video/webm"],
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
  ])("%s → %s, from the first SNIFF_LENGTH bytes", (name, type) => {
    expect(sniffType(made[name].subarray(0, SNIFF_LENGTH))).toBe(type);
  });

  it("refuses Matroska (EBML with DocType matroska): only WebM is accepted", () => {
    expect(Array.from(made.mkv.subarray(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(sniffType(made.mkv.subarray(0, SNIFF_LENGTH))).toBeNull();
  });

  it("refuses an HTML file renamed .mp4 and a video with its first bytes cut off", () => {
    expect(sniffType(bytes("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"))).toBeNull();
    expect(sniffType(made.mp4.subarray(8, SNIFF_LENGTH))).toBeNull();
  });
});

describe("sniffType on hand-made headers", () => {
  it("recognises JPEG, PNG and WebP signatures", () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF", [0]))).toBe("image/jpeg");
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe1], "Exif"))).toBe("image/jpeg");
    expect(sniffType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"))).toBe("image/png");
    expect(sniffType(bytes("RIFF", u32(1000).reverse(), "WEBPVP8 "))).toBe("image/webp");
  });

  it("tells MP4 brands from QuickTime and from other ISO BMFF files", () => {
    for (const brand of ["isom", "mp41", "mp42", "avc1", "M4V ", "dash", "iso6"]) expect(sniffType(ftyp(brand))).toBe("video/mp4");
    expect(sniffType(ftyp("qt  ", "qt  "))).toBe("video/quicktime");
    // HEIC and AVIF images are ISO BMFF too, but not video.
    expect(sniffType(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(sniffType(ftyp("avif", "avif", "mif1"))).toBeNull();
    // An unknown major brand counts when it declares an MP4 brand as compatible.
    expect(sniffType(ftyp("XAVC", "XAVC", "mp42", "iso2"))).toBe("video/mp4");
  });

  it("recognises QuickTime files that start with a moov, mdat, wide or free atom", () => {
    for (const atom of ["moov", "mdat", "wide", "free"]) expect(sniffType(bytes(u32(8), atom, [0, 0, 0, 0]))).toBe("video/quicktime");
    expect(sniffType(bytes(u32(3), "moov"))).toBeNull();
    expect(sniffType(bytes(u32(8), "junk"))).toBeNull();
  });

  it("refuses a ZIP, a PDF, plain text, a truncated header and an empty file", () => {
    expect(sniffType(bytes("PK", [3, 4, 20, 0, 0, 0, 8, 0], "mimetypeapplication/epub+zip"))).toBeNull();
    expect(sniffType(bytes("%PDF-1.7\n"))).toBeNull();
    expect(sniffType(bytes("hello, this is not a video"))).toBeNull();
    expect(sniffType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffType(bytes(u32(24), "ftyp"))).toBeNull();
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
    expect(sniffType(new Uint8Array(0))).toBeNull();
  });
});
