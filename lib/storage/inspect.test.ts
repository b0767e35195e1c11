import { describe, expect, it } from "vitest";
import { mediaFixture, type MediaFixture } from "@/test/media";
import { MemoryStorage } from "@/test/memory-storage";
import { fileTypeFromBuffer } from "file-type";
import { inspectMedia, inspectObject, mediaTypeOf } from "./inspect";
import { newObjectKey } from "./keys";

const storage = new MemoryStorage();
function stored(bytes: Uint8Array, kind: "video" | "image" = "video"): string {
  const key = newObjectKey(kind, kind === "video" ? "mp4" : "png");
  storage.place(key, bytes);
  return key;
}
const inspect = (bytes: Uint8Array) => inspectObject(storage, stored(bytes), bytes.length);

function followedBy(head: Uint8Array, text: string): Uint8Array {
  const tail = new TextEncoder().encode(text.repeat(40));
  const out = new Uint8Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const ftyp = (major: string, ...compatible: string[]) => bytes(u32(16 + 4 * compatible.length), "ftyp", major, u32(0), ...compatible);
const typeOf = async (head: Uint8Array) => mediaTypeOf(await fileTypeFromBuffer(head));

describe("mediaTypeOf: file-type's answer narrowed to the types we accept", () => {
  it.each<[MediaFixture, string]>([
    ["clip.mp4", "video/mp4"],
    ["clip.m4v", "video/mp4"],
    ["clip.mov", "video/quicktime"],
    ["clip.webm", "video/webm"],
    ["still.jpg", "image/jpeg"],
    ["still.png", "image/png"],
    ["still.webp", "image/webp"],
  ])("reads %s as %s from its first 512 bytes", async (fixture, type) => {
    expect(await typeOf(mediaFixture(fixture).subarray(0, 512))).toBe(type);
  });

  it("reads an MP4 of an unknown major brand as MP4, and HEIC or AVIF (ISO BMFF too) as nothing we accept", async () => {
    expect(await typeOf(ftyp("XAVC", "XAVC", "mp42", "iso2"))).toBe("video/mp4");
    expect(await typeOf(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(await typeOf(ftyp("avif", "avif", "mif1"))).toBeNull();
  });

  it("accepts nothing else: Matroska, HTML, ZIP, PDF, text, an empty file", async () => {
    expect(await typeOf(mediaFixture("clip.mkv").subarray(0, 512))).toBeNull();
    expect(await typeOf(bytes("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"))).toBeNull();
    expect(await typeOf(bytes("PK", [3, 4, 20, 0, 0, 0, 8, 0], "mimetypeapplication/epub+zip"))).toBeNull();
    expect(await typeOf(bytes("%PDF-1.7\n"))).toBeNull();
    expect(await typeOf(bytes("hello, this is not a video"))).toBeNull();
    expect(await typeOf(new Uint8Array(0))).toBeNull();
  });
});

describe("inspectObject", () => {
  it.each<[MediaFixture, string]>([
    ["clip.mp4", "video/mp4"],
    ["clip.m4v", "video/mp4"],
    ["clip.mov", "video/quicktime"],
    ["clip.webm", "video/webm"],
    ["still.jpg", "image/jpeg"],
    ["still.png", "image/png"],
    ["still.webp", "image/webp"],
  ])("recognises %s as %s: it starts like one and its container parses", async (fixture, type) => {
    expect(await inspect(mediaFixture(fixture))).toBe(type);
  });

  it("refuses files that only start like media: ftyp or an EBML header followed by HTML, a PNG signature followed by HTML, Matroska", async () => {
    const mp4 = mediaFixture("clip.mp4");
    const ftyp = new DataView(mp4.buffer, mp4.byteOffset).getUint32(0);
    expect(await inspect(followedBy(mp4.subarray(0, ftyp), "<html><script>alert(1)</script></html>"))).toBeNull();
    expect(await inspect(followedBy(mediaFixture("clip.webm").subarray(0, 40), "<html>"))).toBeNull();
    expect(await inspect(followedBy(mediaFixture("still.png").subarray(0, 8), "<html>"))).toBeNull();
    expect(await inspect(mediaFixture("clip.mkv"))).toBeNull();
    expect(await inspect(new TextEncoder().encode("<!DOCTYPE html>"))).toBeNull();
  });

  it.each<[MediaFixture, number]>([
    ["clip.mp4", 1],
    ["clip.mov", 1],
    ["clip.webm", 1],
  ])("reads the duration of %s from its header (%d s)", async (fixture, seconds) => {
    const bytes = mediaFixture(fixture);
    const found = await inspectMedia(storage, stored(bytes), bytes.length);
    expect(found?.durationSeconds).toBeCloseTo(seconds, 1);
  });

  it("answers no duration for an image", async () => {
    const bytes = mediaFixture("still.png");
    expect(await inspectMedia(storage, stored(bytes, "image"), bytes.length)).toEqual({ type: "image/png", durationSeconds: null });
  });

  it("throws what the store throws, rather than calling the file invalid", async () => {
    const key = newObjectKey("video", "mp4");
    await expect(inspectObject(storage, key, 1000)).rejects.toThrow("File not found.");
  });
});
