import { readFileSync } from "node:fs";
import path from "node:path";

/** The committed media files of test/fixtures/media (its README says how they were made). */
export type MediaFixture =
  | "clip.mp4"
  | "clip.m4v"
  | "clip.mov"
  | "clip.webm"
  | "clip.mkv"
  | "long.mp4"
  | "long.mov"
  | "long.webm"
  | "no-length.webm"
  | "still.jpg"
  | "still.png"
  | "still.webp";

/** The bytes of a real media file: one second of ffmpeg's test pattern, two and a half minutes of a grey frame (long.*), or one still frame. */
export function mediaFixture(name: MediaFixture): Uint8Array {
  return new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", "media", name)));
}
