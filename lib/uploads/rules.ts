import { z } from "zod";
import { MAX_BYTES, VIDEO_TYPES, type ObjectKind } from "@/lib/storage/limits";

/**
 * What one file of an upload may be, and the words for each way it can fail: shared by a
 * feature's form (to refuse early, with the same messages) and its server (which checks again
 * after the upload, from the stored object's real size and first bytes). Each feature writes its
 * own (features/videos/schema.ts FILE_RULES, …); the spec's messages where it has them.
 */
export type FileRule = {
  /** The folder its key goes in (lib/storage/keys.ts). */
  kind: ObjectKind;
  /** The content types taken (lower case). */
  types: readonly string[];
  maxBytes: number;
  /** No file was chosen or sent. */
  missing: string;
  /** The browser declared a type we do not take. */
  wrongType: string;
  tooLarge: string;
  /** Confirmed, but nothing was stored under its key. */
  notUploaded: string;
  empty: string;
  /** Stored, but not the size the browser declared. */
  wrongSize: string;
  /** Its bytes are not the media it claims to be (lib/storage/inspect.ts). */
  unreadable: string;
  /** A video whose header says it is longer than this many seconds (rounded to whole seconds) is refused with `tooLong`. */
  maxSeconds?: number;
  /** The refusal of a video too long: a text, or one made from the length its header gives. */
  tooLong?: string | ((seconds: number) => string);
  /** With `maxSeconds`: a video whose header gives no length is refused with this (its length cannot be checked); without it, taken. */
  lengthUnknown?: string;
};

/** The longest video taken, by what its header says (the catalogue's form says the same). */
export const MAX_VIDEO_SECONDS = 6 * 60 * 60;

/** A video file (a catalogue video, a library item's), with the spec's words. */
export const VIDEO_FILE_RULE = {
  kind: "video",
  types: VIDEO_TYPES,
  maxBytes: MAX_BYTES.video,
  missing: "Please select a video file",
  wrongType: "Please select a valid video file",
  tooLarge: "Video file size exceeds 100MB limit",
  notUploaded: "The video file was not uploaded. Please try again.",
  empty: "The video file is empty",
  wrongSize: "The video file is not the size that was announced. Please upload it again.",
  unreadable: "The video file is not an MP4, WebM or QuickTime video that can be played",
  maxSeconds: MAX_VIDEO_SECONDS,
  tooLong: "Videos may be at most 6 hours long",
} as const satisfies FileRule;

/** A file the browser is about to upload straight to storage: its content type and size, checked against `rule`. */
export function fileSchema(rule: FileRule) {
  const { types, missing, wrongType, maxBytes, tooLarge } = rule;
  return z.strictObject(
    {
      contentType: z
        .string(wrongType)
        .refine((t) => types.includes(t.toLowerCase()), wrongType)
        .transform((t) => t.toLowerCase()),
      size: z.number(missing).int(missing).positive(missing).max(maxBytes, tooLarge),
    },
    missing,
  );
}

export type DeclaredFileInput = z.output<ReturnType<typeof fileSchema>>;

/**
 * What a form says about a file the person chose (its declared type and size) before anything is
 * uploaded: the rule's message for a missing file, then for a type it does not take, then for a
 * size over its limit; null when it is fine. The server checks the stored bytes again.
 */
export function fileProblem(rule: FileRule, file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return rule.missing;
  const parsed = fileSchema(rule).safeParse({ contentType: file.type, size: file.size });
  if (parsed.success) return null;
  // The type is the first thing to fix; then the size.
  const issues = parsed.error.issues;
  return (issues.find((i) => i.path[0] === "contentType") ?? issues[0])?.message ?? rule.missing;
}
